import { isLocale, localeNames, locales } from '@switchboard/i18n';
import { LanguageMenu, type LanguageOption } from '@switchboard/ui';
import { useLocale } from './LocaleProvider';

const options: LanguageOption[] = locales.map((locale) => ({ value: locale, label: localeNames[locale] }));

/** The header's language menu; the choice is kept under `user_lang` (spec §1). */
export function LanguagePicker() {
  const { locale, setLocale } = useLocale();
  return (
    <LanguageMenu
      options={options}
      value={locale}
      onChange={(value) => {
        if (isLocale(value)) void setLocale(value);
      }}
    />
  );
}
