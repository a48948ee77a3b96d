import catalogMetaJson from './catalogs/meta.json' with { type: 'json' };
import type { Locale } from './locales.js';

/** A flat catalog: message id → ICU message. */
export type Messages = Readonly<Record<string, string>>;

/**
 * What the console passes for English: nothing. Every message's English text is its `defaultMessage`
 * in code (`en.json` is generated from those and the check keeps them equal), and react-intl shows the
 * default when a catalog lacks an id, so shipping en.json would send every English text twice
 * (measured: 18 KB brotli on every first load).
 */
export const englishMessages: Messages = Object.freeze({});

/** What is known about how a catalog was made. */
export interface CatalogMeta {
  /** Written by a machine (or a model), not by a translator: review before relying on it. */
  machineMade: boolean;
  /** A native speaker has reviewed it. */
  reviewed: boolean;
  /** Free text: who or what made it, and when. */
  note?: string;
}

/** Provenance of each translated catalog (`src/catalogs/meta.json`). */
export const catalogMeta = catalogMetaJson as Readonly<Record<Exclude<Locale, 'en'>, CatalogMeta>>;

type CatalogModule = { default: Record<string, string> };

/** The generated English catalog (`en.json`), for tools and tests that walk every message id. */
export const loadEnglishCatalog = (): Promise<Messages> =>
  import('./catalogs/en.json').then((module: CatalogModule) => module.default);

/**
 * One dynamic import per locale: a bundler splits each catalog into its own chunk, loaded on
 * demand. (No `with { type: 'json' }` here: Vite's dev server does not rewrite dynamic imports that
 * carry attributes. Plain Node can therefore load only the bundled English from `dist`.)
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<CatalogModule>> = {
  ar: () => import('./catalogs/ar.json'),
  bg: () => import('./catalogs/bg.json'),
  bn: () => import('./catalogs/bn.json'),
  de: () => import('./catalogs/de.json'),
  es: () => import('./catalogs/es.json'),
  ru: () => import('./catalogs/ru.json'),
};

const cache = new Map<Locale, Promise<Messages>>();

/**
 * The messages of `locale`. An id the catalog lacks shows its English default (react-intl falls back
 * to `defaultMessage`). English resolves at once; the others load their chunk once and are cached. A
 * catalog that fails to load (offline) is not cached, so the next call tries again.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return Promise.resolve(englishMessages);
  const cached = cache.get(locale);
  if (cached) return cached;
  const pending = loaders[locale]().then(
    (module): Messages => module.default,
    (error: unknown) => {
      cache.delete(locale);
      throw error;
    },
  );
  cache.set(locale, pending);
  return pending;
}
