import type { Multilanguage } from '../config';

/**
 * The launcher button's name per built-in language. The loader carries only these few words so it
 * can label the button before the panel (and its dictionaries) load; each dictionary's `launcher`
 * entry says the same (a test keeps them equal).
 */
export const LAUNCHER_LABELS: Record<string, string> = {
  en: 'Contact us',
  ar: 'تواصل معنا',
  bg: 'Свържете се с нас',
  bn: 'যোগাযোগ করুন',
  de: 'Kontakt',
  es: 'Contáctanos',
  ru: 'Связаться с нами',
};

/** 'de-AT' → 'de'; lower case. */
export function baseLang(lang: string): string {
  return String(lang || 'en')
    .toLowerCase()
    .split(/[-_]/)[0]!;
}

/** Right to left for Arabic (and the other right-to-left scripts a custom language may use). */
export function direction(lang: string): 'rtl' | 'ltr' {
  return /^(ar|he|fa|ur|ps|yi)$/.test(baseLang(lang)) ? 'rtl' : 'ltr';
}

/** The custom text for `key` in the widget's current language, if the owner wrote one. */
export function customText(ml: Multilanguage, key: string): string | undefined {
  const text = (ml.userEditedLangs[ml.lang] || {})[key];
  return typeof text === 'string' && text.trim() ? text : undefined;
}

export function launcherLabel(ml: Multilanguage): string {
  return customText(ml, 'launcher') || LAUNCHER_LABELS[baseLang(ml.lang)] || LAUNCHER_LABELS.en!;
}
