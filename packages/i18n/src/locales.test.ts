import { describe, expect, it } from 'vitest';
import {
  catalogMeta,
  direction,
  englishMessages,
  loadEnglishCatalog,
  loadMessages,
  locales,
  matchLocale,
} from './index.js';
import { storedLocale, storeLocale, USER_LANG_KEY } from './storage.js';

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('locales', () => {
  it('are the seven interface languages of spec §1, English first', () => {
    expect(locales).toEqual(['en', 'ar', 'bg', 'bn', 'de', 'es', 'ru']);
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(direction('ar')).toBe('rtl');
    expect(direction('ar-EG')).toBe('rtl');
    for (const locale of ['en', 'bg', 'bn', 'de', 'es', 'ru']) expect(direction(locale)).toBe('ltr');
  });

  it('matches regional tags to a supported language', () => {
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('pt-BR')).toBeNull();
    expect(matchLocale(undefined)).toBeNull();
  });
});

describe('the stored language', () => {
  it('lives under user_lang and ignores unknown values', () => {
    const storage = memory();
    expect(storedLocale(storage)).toBeNull();
    storeLocale('bg', storage);
    expect(storage.getItem(USER_LANG_KEY)).toBe('bg');
    expect(storedLocale(storage)).toBe('bg');
    expect(storedLocale(memory({ user_lang: 'fr' }))).toBeNull();
  });

  it('survives a storage that throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(storedLocale(refusing)).toBeNull();
    expect(() => storeLocale('de', refusing)).not.toThrow();
  });
});

describe('loadMessages', () => {
  it('gives no catalog for en: English texts are the defaults in code', async () => {
    await expect(loadMessages('en')).resolves.toBe(englishMessages);
    expect(englishMessages).toEqual({});
  });

  it('loads a translated catalog on demand, once', async () => {
    const [arabic, english] = await Promise.all([loadMessages('ar'), loadEnglishCatalog()]);
    expect(arabic['ui.spinner.loading']).toBeTruthy();
    expect(arabic['ui.spinner.loading']).not.toBe(english['ui.spinner.loading']);
    await expect(loadMessages('ar')).resolves.toBe(arabic);
  });

  it('marks every translated catalog as machine-made until reviewed', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      expect(catalogMeta[locale as Exclude<typeof locale, 'en'>]).toMatchObject({ machineMade: true });
    }
  });
});
