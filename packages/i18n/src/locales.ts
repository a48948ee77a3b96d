/** The interface languages (spec §1); English is the source and the fallback. */
export const locales = ['en', 'ar', 'bg', 'bn', 'de', 'es', 'ru'] as const;
export type Locale = (typeof locales)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in that language, for the language picker. */
export const localeNames: Readonly<Record<Locale, string>> = {
  en: 'English',
  ar: 'العربية',
  bg: 'Български',
  bn: 'বাংলা',
  de: 'Deutsch',
  es: 'Español',
  ru: 'Русский',
};

export type Direction = 'ltr' | 'rtl';

const rtlLocales: ReadonlySet<string> = new Set(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The supported locale a BCP 47 tag falls under (`'de-AT'` → `'de'`), or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

/** Writing direction of a locale: 'rtl' for Arabic, 'ltr' for the others. */
export function direction(locale: string): Direction {
  const language = matchLocale(locale) ?? locale;
  return rtlLocales.has(language) ? 'rtl' : 'ltr';
}
