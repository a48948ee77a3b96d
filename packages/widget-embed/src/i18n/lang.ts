import type { Appearance, Multilanguage } from '@switchboard/contract';

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
  const text = ml.userEditedLangs[ml.lang]?.[key];
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/**
 * The owner's wording for `key`: a custom translation in the current language, else an appearance
 * text (floatingButtonLabel, onlineText, offlineText) the owner changed from its English default.
 * Undefined means: use the built-in dictionary of the current language.
 */
export function ownerText(
  ml: Multilanguage,
  key: string,
  appearanceText: string | undefined,
  englishDefault: string,
): string | undefined {
  const text = (appearanceText || '').trim();
  return customText(ml, key) || (text && text !== englishDefault ? text : undefined);
}

/** The floating button's accessible name. */
export function launcherLabel(ml: Multilanguage, appearance: Partial<Appearance>): string {
  return (
    ownerText(ml, 'launcher', appearance.floatingButtonLabel, LAUNCHER_LABELS.en!) ||
    LAUNCHER_LABELS[baseLang(ml.lang)] ||
    LAUNCHER_LABELS.en!
  );
}
