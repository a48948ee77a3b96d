import { describe, expect, it } from 'vitest';
import { cardEditErrors, cardErrors, cardFieldError } from './card.js';

const now = new Date('2026-06-15T12:00:00Z');
const valid = {
  card_number: '4242424242424242',
  card_month: '7',
  card_year: '2030',
  card_cvc_code: '123',
  card_owner: 'Jane Doe',
};

describe('cardErrors', () => {
  it('accepts a complete valid card', () => {
    expect(cardErrors(valid, now)).toEqual({});
    expect(cardErrors({ ...valid, card_month: 12, card_year: 2041 }, now)).toEqual({});
  });

  it('requires all five fields', () => {
    expect(cardErrors({}, now)).toEqual({
      card_number: 'Card number is required.',
      card_month: 'Card month is required.',
      card_year: 'Card year is required.',
      card_cvc_code: 'CVC code is required.',
      card_owner: 'Card owner is required.',
    });
  });

  it.each(['0', '13', 'ab', '1.5', '-1'])('rejects month %j', (card_month) => {
    expect(cardErrors({ ...valid, card_month }, now)).toEqual({ card_month: 'Enter valid Card month' });
  });

  it.each(['1', '01', '12'])('accepts month %j', (card_month) => {
    expect(cardErrors({ ...valid, card_month }, now)).toEqual({});
  });

  it('needs at least 16 digits in the card number', () => {
    expect(cardErrors({ ...valid, card_number: '424242424242424' }, now)).toEqual({
      card_number: 'Enter valid Card number',
    });
    expect(cardErrors({ ...valid, card_number: '4242 4242 4242 4242' }, now)).toEqual({});
    expect(cardErrors({ ...valid, card_number: '4242x42424242424' }, now)).toEqual({
      card_number: 'Enter valid Card number',
    });
  });

  it('accepts years from 2022 to the current year plus 15', () => {
    expect(cardErrors({ ...valid, card_year: '2021' }, now)).toEqual({ card_year: 'Enter valid Card year' });
    expect(cardErrors({ ...valid, card_year: '2022' }, now)).toEqual({});
    expect(cardErrors({ ...valid, card_year: '2041' }, now)).toEqual({});
    expect(cardErrors({ ...valid, card_year: '2042' }, now)).toEqual({ card_year: 'Enter valid Card year' });
  });

  it.each(['30', '203', '20300', '2O30'])('needs exactly four digits in year %j', (card_year) => {
    expect(cardErrors({ ...valid, card_year }, now)).toEqual({ card_year: 'Enter valid Card year' });
  });

  it('uses today when no date is given', () => {
    const next = String(new Date().getFullYear() + 1);
    expect(cardErrors({ ...valid, card_year: next })).toEqual({});
  });
});

describe('cardEditErrors', () => {
  it('checks only month and year, since number, CVC and owner are locked', () => {
    expect(cardEditErrors({ card_month: '5', card_year: '2027' }, now)).toEqual({});
    expect(cardEditErrors({ card_month: '13', card_year: '2021', card_number: '1' }, now)).toEqual({
      card_month: 'Enter valid Card month',
      card_year: 'Enter valid Card year',
    });
    expect(cardEditErrors({}, now)).toEqual({
      card_month: 'Card month is required.',
      card_year: 'Card year is required.',
    });
  });
});

describe('cardFieldError', () => {
  it('checks one field as the forms do', () => {
    expect(cardFieldError('card_month', '12', now)).toBeUndefined();
    expect(cardFieldError('card_month', '13', now)).toBe('Enter valid Card month');
    expect(cardFieldError('card_year', '', now)).toBe('Card year is required.');
    expect(cardFieldError('card_owner', 'Jane', now)).toBeUndefined();
  });
});
