import { useIntl } from 'react-intl';
import { about } from '../messages.ts';
import * as css from '../styles/site.css.ts';

/** `/about`: who we are. */
export function About() {
  const t = useIntl().formatMessage;
  return (
    <>
      <section className={css.hero} aria-labelledby="about-title">
        <h1 id="about-title">{t(about.title)}</h1>
        <p className={css.lead}>{t(about.lead)}</p>
      </section>
      <section className={css.section}>
        <h2>{t(about.what)}</h2>
        <p>{t(about.whatText)}</p>
        <h2>{t(about.how)}</h2>
        <p>{t(about.howText)}</p>
      </section>
    </>
  );
}
