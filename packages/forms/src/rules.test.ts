import { describe, expect, it } from 'vitest';
import type { RuleContext } from './types.js';
import { validate } from './validate.js';

const one = (value: unknown, rules: string, ctx?: RuleContext, field = 'username') =>
  validate({ [field]: value }, { [field]: rules }, ctx)[field];

describe('required', () => {
  it.each([
    undefined,
    null,
    '',
    '   ',
    [],
    'select option',
    'Select Option',
    { value: null, label: 'Select option' },
  ])('fails on %j', (value) => {
    expect(one(value, 'required')).toBe('Username is required.');
  });

  it.each([0, '0', false, 'a', ['x'], { value: 0, label: 'Zero' }, { value: 'x', label: 'X' }])(
    'passes %j',
    (value) => {
      expect(one(value, 'required')).toBeUndefined();
    },
  );

  it('checks the value of an option object, including the placeholder', () => {
    expect(one({ value: 'select option', label: 'select option' }, 'required')).toBe('Username is required.');
    expect(one({ value: '', label: 'Pick' }, 'required')).toBe('Username is required.');
  });

  it('names the field in sentence case or by its label', () => {
    expect(validate({}, { card_number: 'required' })).toEqual({ card_number: 'Card number is required.' });
    expect(validate({}, { vat_number: 'required' }, { labels: { vat_number: 'VAT number' } })).toEqual({
      vat_number: 'VAT number is required.',
    });
  });
});

describe('unique', () => {
  const ctx = { lists: { username: ['admin', 'Bob'] } };

  it('fails when the value is in the list, ignoring case and outer spaces', () => {
    expect(one('admin', 'unique', ctx)).toBe('Username already exists.');
    expect(one(' bob ', 'unique', ctx)).toBe('Username already exists.');
  });

  it('passes a new value, and passes when there is no list to compare against', () => {
    expect(one('carol', 'unique', ctx)).toBeUndefined();
    expect(one('admin', 'unique')).toBeUndefined();
  });
});

describe('exists', () => {
  const ctx = { lists: { username: ['admin'] } };

  it('fails when the value is not in the list', () => {
    expect(one('ghost', 'exists', ctx)).toBe('Username does not exist');
  });

  it('passes a listed value, and passes without a list', () => {
    expect(one('ADMIN', 'exists', ctx)).toBeUndefined();
    expect(one('ghost', 'exists')).toBeUndefined();
  });
});

describe('nospace', () => {
  it.each(['john doe', ' john', 'john\t', '   '])('fails on %j', (value) => {
    expect(one(value, 'nospace')).toBe('Enter valid Username. Spaces not allowed.');
  });

  it('passes text without spaces', () => {
    expect(one('john_doe', 'nospace')).toBeUndefined();
  });
});

describe('between', () => {
  it('accepts the boundaries and fails just outside them', () => {
    expect(one('abc', 'between:3-20')).toBeUndefined();
    expect(one('a'.repeat(20), 'between:3-20')).toBeUndefined();
    expect(one('ab', 'between:3-20')).toBe('Username should be between 3 - 20');
    expect(one('a'.repeat(21), 'between:3-20')).toBe('Username should be between 3 - 20');
  });

  it('measures numbers as typed text', () => {
    expect(one(12345, 'between:3-5')).toBeUndefined();
    expect(one(12, 'between:3-5')).toBe('Username should be between 3 - 5');
  });
});

describe('match', () => {
  it('uses the passwords text when a password field is involved', () => {
    expect(
      validate({ password: 'a1', password_confirmation: 'a2' }, { password_confirmation: 'match:password' }),
    ).toEqual({
      password_confirmation: 'The passwords must be the same!',
    });
    expect(
      validate({ user_new_pwd: 'a1', user_retype_pwd: 'a2' }, { user_retype_pwd: 'match:user_new_pwd' }),
    ).toEqual({
      user_retype_pwd: 'The passwords must be the same!',
    });
  });

  it('names both fields otherwise', () => {
    expect(validate({ email: 'a@b.co', email_repeat: 'x@b.co' }, { email_repeat: 'match:email' })).toEqual({
      email_repeat: 'Email repeat must match Email',
    });
  });

  it('passes equal values', () => {
    expect(validate({ password: 'same', again: 'same' }, { again: 'match:password' })).toEqual({});
  });
});

describe('email', () => {
  it.each(['plain', 'a@b', '@b.co', 'a b@c.de', 'a@b.'])('fails on %j', (value) => {
    expect(one(value, 'email', undefined, 'email')).toBe('Email must be a valid email address.');
  });

  it.each(['a@b.co', 'first.last+tag@mail.example.org'])('passes %j', (value) => {
    expect(one(value, 'email', undefined, 'email')).toBeUndefined();
  });
});

describe('valuein', () => {
  it('compares as text, so true matches "true"', () => {
    expect(one(true, 'valuein:true', undefined, 'terms')).toBeUndefined();
    expect(one('true', 'valuein:true', undefined, 'terms')).toBeUndefined();
  });

  it('fails on any other value', () => {
    expect(one(false, 'valuein:true', undefined, 'terms')).toBe('Terms should be true');
    expect(one('yes', 'valuein:true', undefined, 'terms')).toBe('Terms should be true');
  });
});

describe('url', () => {
  it.each([
    'https://example.com',
    'http://example.com:8080/path/to?x=1&y=2#top',
    'example.com',
    'sub.example.co.uk/privacy',
    'localhost:3000',
    'http://192.168.0.1/terms',
  ])('passes %j', (value) => {
    expect(one(value, 'url', undefined, 'gdpr_url')).toBeUndefined();
  });

  it.each(['example', 'ftp://example.com', 'http://', 'https://exa mple.com', 'example.com:port'])(
    'fails on %j',
    (value) => {
      expect(one(value, 'url', undefined, 'gdpr_url')).toBe('Enter valid Gdpr url');
    },
  );
});

describe('number', () => {
  it.each([0, 12, '12', '-3', '2.5'])('passes %j', (value) => {
    expect(one(value, 'number', undefined, 'amount')).toBeUndefined();
  });

  it.each(['12a', 'abc', '1,5', true])('fails on %j', (value) => {
    expect(one(value, 'number', undefined, 'amount')).toBe('Amount must be a number.');
  });
});

describe('notzero', () => {
  it.each([0, '0', '0.0', '', undefined, null, 'select option', { value: 0, label: 'None' }])(
    'fails on %j',
    (value) => {
      expect(one(value, 'notzero', undefined, 'extension_id')).toBe('Choose valid Extension id');
    },
  );

  it.each([1, '7', { value: 3, label: 'Three' }])('passes %j', (value) => {
    expect(one(value, 'notzero', undefined, 'extension_id')).toBeUndefined();
  });
});

describe('rule order and empty values', () => {
  it('reports only the first failing rule', () => {
    expect(one('a b', 'required|nospace|between:5-20')).toBe('Enter valid Username. Spaces not allowed.');
    expect(one('', 'required|nospace|between:5-20')).toBe('Username is required.');
    expect(one('ab', 'required|nospace|between:5-20')).toBe('Username should be between 5 - 20');
  });

  it('lets optional fields stay empty', () => {
    expect(validate({ email: '' }, { email: 'nospace|email', site: 'url|between:3-9' })).toEqual({});
  });

  it('reports every failing field at once and ignores fields without rules', () => {
    expect(
      validate(
        { username: '', password: 'x', description: 'any', extra: 1 },
        { username: 'required', password: 'required|between:6-30', description: 'required' },
      ),
    ).toEqual({ username: 'Username is required.', password: 'Password should be between 6 - 30' });
  });

  it('returns {} when everything is valid', () => {
    expect(validate({ username: 'jane' }, { username: 'required|nospace|between:3-20' })).toEqual({});
  });
});
