import { structErrors } from '@switchboard/forms';
import { type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { registerBody, userLoginBody } from './auth.js';
import { createExtensionBody, updateExtensionBody } from './extensions.js';
import { createPbxUserBody, updatePbxUserBody } from './pbx-users.js';
import { changePasswordBody, updateCompanyBody, updateProfileBody } from './profile.js';
import { supportMessageBody } from './support.js';

/** What the server does: coerce, then report the first message per field. */
function check<T>(struct: Struct<T>, value: unknown) {
  const [error, data] = validate(value, struct, { coerce: true });
  return error ? { errors: structErrors(error) } : { data };
}

describe('register', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    password: 'secret123',
    password_confirmation: 'secret123',
    terms: true,
  };

  it('accepts a complete form', () => {
    expect(check(registerBody, valid).data).toMatchObject({ email: 'ada@example.com' });
  });

  it('requires accepted terms and equal passwords', () => {
    const result = check(registerBody, { ...valid, terms: false, password_confirmation: 'other' });
    expect(result.errors).toEqual({
      terms: 'You have to accept our terms and services',
      password_confirmation: 'The passwords must be the same!',
    });
  });

  it('reports missing fields with the shared wording', () => {
    expect(check(registerBody, {}).errors).toMatchObject({
      name: 'Name is required.',
      email: 'Email is required.',
    });
  });
});

describe('user login', () => {
  it('coerces a numeric client id', () => {
    expect(check(userLoginBody, { username: 'bob', password: 'x', client_id: '12' }).data).toMatchObject({
      client_id: 12,
    });
  });

  it('rejects a non-numeric client id', () => {
    expect(check(userLoginBody, { username: 'bob', password: 'x', client_id: 'abc' }).errors).toEqual({
      client_id: 'Enter valid Client ID',
    });
  });
});

describe('PBX user', () => {
  it('applies the username rules on create', () => {
    expect(
      check(createPbxUserBody, { username: 'a b', description: 'x', password: 'longenough' }).errors,
    ).toEqual({ username: 'Enter valid Username. Spaces not allowed.' });
    expect(check(createPbxUserBody, { username: 'ab', description: '', password: '' }).errors).toEqual({
      username: 'Username should be between 3 - 20',
      description: 'Description is required.',
      password: 'Password is required.',
    });
  });

  it('turns flags and placeholders into wire values', () => {
    const result = check(createPbxUserBody, {
      username: 'alice',
      description: 'Desk',
      password: 'longenough',
      is_active: true,
      extension_id: 'select option',
      timezone: 'Select timezone',
    });
    expect(result.data).toMatchObject({ is_active: 1, extension_id: null, timezone: null });
  });

  it('rejects an unknown time zone', () => {
    expect(check(updatePbxUserBody, { timezone: 'Mars/Olympus' }).errors).toEqual({
      timezone: 'Enter valid Timezone',
    });
  });

  it('lets every field of an update be left out', () => {
    expect(check(updatePbxUserBody, {}).data).toEqual({});
  });
});

describe('extension', () => {
  it('defaults empty status and presentation number', () => {
    const result = check(createExtensionBody, {
      extension: 101,
      password: 'longenough',
      status: '',
      presentation_number: '',
    });
    expect(result.data).toMatchObject({ extension: '101', status: 1, presentation_number: null });
  });

  it('wants digits', () => {
    expect(check(createExtensionBody, { extension: '10a', password: 'longenough' }).errors).toEqual({
      extension: 'Enter valid Extension',
    });
  });

  it('keeps null extension on update', () => {
    expect(check(updateExtensionBody, { extension: null, password: '' }).data).toEqual({
      extension: null,
      password: '',
    });
  });
});

describe('profile', () => {
  it('checks the phone number format', () => {
    expect(
      check(updateProfileBody, { name: 'Ada', email: 'ada@example.com', user_phonenumber: '0888' }).errors,
    ).toEqual({
      user_phonenumber: 'Please enter your phone number with country code',
    });
  });

  it('requires company fields and an alphanumeric VAT', () => {
    const result = check(updateCompanyBody, {
      company_name: 'ACME',
      vat_number: 'BG 123',
      company_address: 'Street 1',
      company_country: 'BG',
      company_manager: 'Ada',
      company_email: '',
    });
    expect(result.errors).toEqual({
      vat_number: 'Enter valid VAT number',
      company_email: 'Company email is required.',
    });
  });

  it('wants the new password twice', () => {
    expect(
      check(changePasswordBody, { user_old_pwd: 'a', user_new_pwd: 'longenough', user_retype_pwd: 'other' })
        .errors,
    ).toEqual({ user_retype_pwd: 'The passwords must be the same!' });
  });
});

describe('support', () => {
  it('knows the departments', () => {
    expect(
      check(supportMessageBody, {
        support_service: 'PBX-IVR',
        support_department: 'Billing',
        support_message: 'Hi',
      }).errors,
    ).toEqual({ support_department: 'Enter valid Support department' });
  });
});
