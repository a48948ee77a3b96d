import { loadMessages } from '@switchboard/i18n';
import { createIntl } from 'react-intl';
import { localizeFieldError } from './useFieldError';

describe('localizeFieldError', () => {
  it("says the rule set's messages again in the interface language, with the form's label", async () => {
    const ar = createIntl({ locale: 'ar', messages: await loadMessages('ar') });
    expect(localizeFieldError(ar, 'Email is required.', 'البريد الإلكتروني')).toBe(
      'الحقل «البريد الإلكتروني» مطلوب.',
    );
    // The contract labels client_id 'Client ID': any English label is recognised.
    expect(localizeFieldError(ar, 'Client ID is required.', 'معرّف العميل')).toBe(
      'الحقل «معرّف العميل» مطلوب.',
    );

    const de = createIntl({ locale: 'de', messages: await loadMessages('de') });
    expect(localizeFieldError(de, 'Password should be between 8 - 64', 'Passwort')).toBe(
      'Passwort muss zwischen 8 und 64 Zeichen lang sein',
    );
    expect(localizeFieldError(de, 'Email already exists.', 'E-Mail')).toBe('E-Mail ist bereits vergeben.');
    expect(localizeFieldError(de, 'The passwords must be the same!', 'Passwort wiederholen')).toBe(
      'Die Passwörter müssen übereinstimmen!',
    );
  });

  it('renames the field in English too, and leaves other texts as they are', async () => {
    const en = createIntl({ locale: 'en', messages: await loadMessages('en') });
    expect(localizeFieldError(en, 'Password confirmation is required.', 'Repeat password')).toBe(
      'Repeat password is required.',
    );
    expect(localizeFieldError(en, 'Enter valid Username. Spaces not allowed.', 'Username')).toBe(
      'Enter valid Username. Spaces not allowed.',
    );
    expect(localizeFieldError(en, 'These credentials do not match our records.', 'Email')).toBe(
      'These credentials do not match our records.',
    );
  });
});
