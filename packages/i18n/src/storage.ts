import { isLocale, type Locale } from './locales.js';

/** localStorage key of the chosen interface language (spec §1). */
export const USER_LANG_KEY = 'user_lang';

/** What the storage helpers need of `window.localStorage`. */
export interface LocaleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function defaultStorage(): LocaleStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

/** The language stored under `user_lang`, or null when none (or an unknown one) is stored. */
export function storedLocale(storage: LocaleStorage | undefined = defaultStorage()): Locale | null {
  try {
    const value = storage?.getItem(USER_LANG_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the chosen language under `user_lang`; a storage that refuses leaves it for this visit only. */
export function storeLocale(locale: Locale, storage: LocaleStorage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(USER_LANG_KEY, locale);
  } catch {
    // Private mode may refuse storage.
  }
}
