import type { Multilanguage } from '@switchboard/contract';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_LANGS, createTexts, en, loadDictionary, loadTexts } from './index.js';
import { direction, LAUNCHER_LABELS, launcherLabel } from './lang.js';

const ml = (lang: string, userEditedLangs: Multilanguage['userEditedLangs'] = {}): Multilanguage => ({
  lang,
  userLanguages: [lang],
  userEditedLangs,
});

const placeholders = (text: string) => (text.match(/\{\w+\}/g) || []).sort();

describe('built-in dictionaries', () => {
  it('ship en, ar, bg, bn, de, es and ru', () => {
    expect(BUILT_IN_LANGS.sort()).toEqual(['ar', 'bg', 'bn', 'de', 'en', 'es', 'ru']);
  });

  it.each(BUILT_IN_LANGS.filter((lang) => lang !== 'en'))(
    '%s translates every key, keeps the placeholders and names the launcher as the loader does',
    async (lang) => {
      const dictionary = await loadDictionary(lang);
      expect(Object.keys(dictionary).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(dictionary[key].trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(dictionary[key]), `${lang}.${key}`).toEqual(placeholders(en[key]));
      }
      expect(dictionary.launcher).toBe(LAUNCHER_LABELS[lang]);
    },
  );

  it('uses the spec texts word for word in English', () => {
    expect(en.termsRequired).toBe('You have to accept our terms and services');
    expect(en.phoneIncorrect).toBe('Phone number is not correct');
    expect(en.phoneCountryCode).toBe('Please enter your phone number with country code');
    expect(en.fixErrors).toBe('Please fix all the errors');
    expect(en.timeout).toBe('Request timed out');
    expect(LAUNCHER_LABELS.en).toBe(en.launcher);
  });
});

describe('texts in the widget language', () => {
  it("uses the widget's current language", async () => {
    const texts = await loadTexts(ml('de'));
    expect(texts.t('optCallback')).toBe('Rückruf anfordern');
    expect(texts.t('required', { field: texts.t('name') })).toBe('Name ist erforderlich.');
    expect(texts.dir).toBe('ltr');
  });

  it("puts the owner's custom translations over the built-in ones", async () => {
    const texts = await loadTexts(
      ml('es', { es: { optCallback: 'Le llamamos gratis', title: '¡Hola!' }, de: { title: 'ignored' } }),
    );
    expect(texts.t('optCallback')).toBe('Le llamamos gratis');
    expect(texts.t('title')).toBe('¡Hola!');
    expect(texts.t('optEmail')).toBe('Enviar un correo');
  });

  it('ignores blank custom texts', () => {
    const texts = createTexts(ml('en', { en: { send: '   ' } }), en);
    expect(texts.t('send')).toBe('Send');
  });

  it('falls back to English for a language without a built-in dictionary, custom texts still first', async () => {
    const texts = await loadTexts(ml('fr', { fr: { send: 'Envoyer' } }));
    expect(texts.t('send')).toBe('Envoyer');
    expect(texts.t('cancel')).toBe('Cancel');
  });

  it('takes a regional language by its base (de-AT → de)', async () => {
    expect((await loadTexts(ml('de-AT'))).t('back')).toBe('Zurück');
  });

  it('is right to left for Arabic only among the built-in languages', async () => {
    expect((await loadTexts(ml('ar'))).dir).toBe('rtl');
    expect(direction('ar-EG')).toBe('rtl');
    for (const lang of ['en', 'bg', 'bn', 'de', 'es', 'ru']) expect(direction(lang)).toBe('ltr');
  });

  it('names the launcher in the current language: custom translation, then a changed label, then ours', () => {
    const label = 'Contact us'; // the appearance default
    expect(launcherLabel(ml('ru'), { floatingButtonLabel: label })).toBe('Связаться с нами');
    expect(
      launcherLabel(ml('ru', { ru: { launcher: 'Позвоните нам' } }), { floatingButtonLabel: 'Hi' }),
    ).toBe('Позвоните нам');
    expect(launcherLabel(ml('ru'), { floatingButtonLabel: 'Звоните!' })).toBe('Звоните!');
    expect(launcherLabel(ml('fr'), {})).toBe('Contact us');
  });
});
