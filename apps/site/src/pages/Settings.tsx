import { type Locale, localeNames, locales } from '@switchboard/i18n';
import { useIntl } from 'react-intl';
import { frame, settings as m } from '../messages.ts';
import * as css from '../styles/site.css.ts';

/** `/settings`: the visitor's language and light or dark look, kept in this browser (user_lang, theme). */
export function Settings() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <h1>{t(m.title)}</h1>
      <p className={css.lead}>{t(m.lead)}</p>
      <form className={css.form} data-settings data-saved={t(m.saved)}>
        <div className={css.field}>
          <label className={css.label} htmlFor="settings-language">
            {t(frame.language)}
          </label>
          <select className={css.input} id="settings-language" name="lang" defaultValue={intl.locale}>
            {locales.map((l: Locale) => (
              <option key={l} value={l} lang={l}>
                {localeNames[l]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={css.fieldset}>
          <legend className={css.label}>{t(m.theme)}</legend>
          {(['system', 'light', 'dark'] as const).map((mode) => (
            <div key={mode} className={css.checkRow}>
              <input
                id={`theme-${mode}`}
                name="theme"
                type="radio"
                value={mode}
                defaultChecked={mode === 'system'}
              />
              <label htmlFor={`theme-${mode}`}>{t(m[mode])}</label>
            </div>
          ))}
        </fieldset>
        <div>
          <button type="submit" className={css.button.primary}>
            {t(m.save)}
          </button>
        </div>
        <p role="status" aria-live="polite" data-settings-answer className={css.answer.info} />
      </form>
    </>
  );
}
