import { useIntl } from 'react-intl';
import { configuration as m } from '../messages.ts';
import * as css from '../styles/site.css.ts';

/** The kit's light accent: the launcher's colour until the visitor picks another. */
export const DEFAULT_COLOUR = '#0b63ce';

const buttons = [
  ['call', m.call],
  ['callback', m.callback],
  ['message', m.messageButton],
  ['email', m.email],
  ['video', m.video],
] as const;

/** `/configuration`: a visitor tries the widget launcher's colour, buttons and side (a static preview). */
export function Configuration() {
  const t = useIntl().formatMessage;
  return (
    <>
      <h1>{t(m.title)}</h1>
      <p className={css.lead}>{t(m.lead)}</p>
      <div className={css.configurator}>
        <form className={css.form} data-configurator>
          <div className={css.field}>
            <label className={css.label} htmlFor="widget-colour">
              {t(m.colour)}
            </label>
            <input
              className={css.input}
              id="widget-colour"
              name="colour"
              type="color"
              defaultValue={DEFAULT_COLOUR}
            />
          </div>
          <fieldset className={css.fieldset}>
            <legend className={css.label}>{t(m.buttons)}</legend>
            {buttons.map(([name, label]) => (
              <div key={name} className={css.checkRow}>
                <input id={`widget-${name}`} name="buttons" type="checkbox" value={name} defaultChecked />
                <label htmlFor={`widget-${name}`}>{t(label)}</label>
              </div>
            ))}
          </fieldset>
          <fieldset className={css.fieldset}>
            <legend className={css.label}>{t(m.position)}</legend>
            {(['left', 'right'] as const).map((side) => (
              <div key={side} className={css.checkRow}>
                <input
                  id={`widget-${side}`}
                  name="position"
                  type="radio"
                  value={side}
                  defaultChecked={side === 'right'}
                />
                <label htmlFor={`widget-${side}`}>{t(m[side])}</label>
              </div>
            ))}
          </fieldset>
        </form>
        <section aria-labelledby="preview-title">
          <h2 id="preview-title">{t(m.preview)}</h2>
          <p className={css.muted}>{t(m.previewNote)}</p>
          <div className={css.previewFrame} dir="ltr">
            <ul
              className={css.launcher}
              data-launcher
              data-position="right"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {buttons.map(([name, label]) => (
                <li
                  key={name}
                  className={css.launcherButton}
                  data-button={name}
                  style={{ background: DEFAULT_COLOUR }}
                >
                  {t(label)}
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </>
  );
}
