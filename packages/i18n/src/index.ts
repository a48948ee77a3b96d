export {
  DEFAULT_LOCALE,
  type Direction,
  direction,
  isLocale,
  type Locale,
  localeNames,
  locales,
  matchLocale,
} from './locales.js';
export {
  type CatalogMeta,
  catalogMeta,
  englishMessages,
  loadEnglishCatalog,
  loadMessages,
  type Messages,
} from './messages.js';
export { type LocaleStorage, storedLocale, storeLocale, USER_LANG_KEY } from './storage.js';
