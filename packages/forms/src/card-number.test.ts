import { describe, expect, it } from 'vitest';
import { holdsCardNumber } from './card-number.js';
import { unsafeInputErrors } from './unsafe-input.js';

describe('card numbers where none belongs', () => {
  it('finds the test cards of every brand, spaced, dashed or inside words', () => {
    for (const text of [
      '4111111111111111',
      '4111 1111 1111 1111',
      '5555-5555-5555-4444',
      '378282246310005',
      '6011111111111117',
      '3530111333300000',
      '2223003122003222',
      'my card is 4242 4242 4242 4242, thanks',
    ]) {
      expect(holdsCardNumber(text), text).toBe(true);
    }
  });

  it('lets phone numbers, ids and numbers that fail the Luhn check pass', () => {
    for (const text of [
      '+4915112345678',
      '+359888123456',
      '00359888123456',
      '4111111111111112',
      '1234567890123456',
      '12345678901234567890123',
      'order 2026-11-28',
      'DE89370400440532013000',
    ]) {
      expect(holdsCardNumber(text), text).toBe(false);
    }
  });

  it('refuses the field without repeating the number, except where the body is the provider’s', () => {
    const body = { card_owner: '4111 1111 1111 1111', nested: { note: 4111111111111111 } };
    const errors = unsafeInputErrors(body);
    expect(errors).toEqual({
      card_owner: 'Card owner must not contain a card number. Cards are added under Payments.',
      'nested.note': 'Note must not contain a card number. Cards are added under Payments.',
    });
    expect(JSON.stringify(errors)).not.toContain('4111');
    expect(unsafeInputErrors({ card_number: '4111111111111111' }, { cardNumbers: 'allowed' })).toEqual({});
  });
});
