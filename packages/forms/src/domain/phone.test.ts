import { object, optional, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ruled } from '../ruled.js';
import { PHONE_MAX_LENGTH, phoneError, withPhone } from './phone.js';

describe('phoneError', () => {
  it.each(['+12133734253', '+442071838750', '+44 20 7183 8750'])('accepts %j', (phone) => {
    expect(phoneError(phone)).toBeUndefined();
  });

  it.each(['12133734253', '0044 20 7183 8750', '', undefined])('asks for the country code on %j', (phone) => {
    expect(phoneError(phone)).toBe('Please enter your phone number with country code');
  });

  it.each(['+1213', '+4420718387501', '+99912345678', '+1abc'])('rejects %j', (phone) => {
    expect(phoneError(phone)).toBe('Phone number is not correct');
  });

  it('rejects more than 20 characters even when the digits are valid', () => {
    const padded = '+1 2 1 3 3 7 3 4 2 5 3';
    expect(padded.length).toBeGreaterThan(PHONE_MAX_LENGTH);
    expect(phoneError(padded)).toBe('Phone number is not correct');
  });
});

describe('withPhone', () => {
  const body = object({ user_phonenumber: withPhone(ruled(string(), 'required')) });
  const message = (value: unknown) => body.validate({ user_phonenumber: value })[0]?.failures()[0]?.message;

  it('lets the struct speak first, then asks for the country code and a correct number', () => {
    expect(message('')).toBe('User phonenumber is required.');
    expect(message('2133734253')).toBe('Please enter your phone number with country code');
    expect(message('+1213')).toBe('Phone number is not correct');
    expect(message('+12133734253')).toBeUndefined();
  });

  it('leaves a blank optional number alone', () => {
    expect(withPhone(optional(string())).validate(undefined)[0]).toBeUndefined();
    expect(withPhone(string()).validate('')[0]).toBeUndefined();
  });
});
