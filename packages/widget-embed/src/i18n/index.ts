import type { Multilanguage } from '@switchboard/contract';
import { type Dictionary, en, type TextKey } from './en.js';
import { baseLang, customText, direction } from './lang.js';

export type { Dictionary, TextKey } from './en.js';
export { en } from './en.js';

/**
 * Built-in dictionaries other than English, each its own chunk so a visitor downloads only the
 * widget's language.
 */
const LOADERS: Record<string, () => Promise<Dictionary>> = {
  ar: () => import('./ar.js').then((m) => m.ar),
  bg: () => import('./bg.js').then((m) => m.bg),
  bn: () => import('./bn.js').then((m) => m.bn),
  de: () => import('./de.js').then((m) => m.de),
  es: () => import('./es.js').then((m) => m.es),
  ru: () => import('./ru.js').then((m) => m.ru),
};

export const BUILT_IN_LANGS = ['en', ...Object.keys(LOADERS)];

export interface Texts {
  /** The text for `key`, with `{name}` placeholders filled from `values`. */
  t(key: TextKey, values?: Record<string, string>): string;
  lang: string;
  dir: 'rtl' | 'ltr';
}

/** The built-in dictionary for a language (English for one the widget does not ship). */
export async function loadDictionary(lang: string): Promise<Dictionary> {
  const load = LOADERS[baseLang(lang)];
  if (!load) return en;
  try {
    return await load();
  } catch {
    return en;
  }
}

/**
 * The widget's texts in its current language: the owner's custom translations
 * (multilanguage.userEditedLangs[lang]) over the built-in dictionary, over English.
 */
export function createTexts(ml: Multilanguage, dictionary: Dictionary): Texts {
  return {
    lang: ml.lang,
    dir: direction(ml.lang),
    t(key, values) {
      const text = customText(ml, key) || dictionary[key] || en[key] || key;
      return values ? text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all) : text;
    },
  };
}

export async function loadTexts(ml: Multilanguage): Promise<Texts> {
  return createTexts(ml, await loadDictionary(ml.lang));
}
