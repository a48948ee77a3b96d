/**
 * The sandbox's test cards and card types. Any number of a known range works like a good card;
 * these behave as documented in the README:
 *   4000 0000 0000 0002  declined ('Your card was declined.')
 *   4000 0000 0000 0119  a processing error on the first charge, then succeeds: retry
 * (Stripe's test numbers, so the habit carries over).
 */
import type { CardType } from '@switchboard/contract';

export type CardBehaviour = 'succeed' | 'decline' | 'retry';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  retry: '4000000000000119',
} as const;

const BEHAVIOUR: Record<string, CardBehaviour> = {
  [TEST_CARDS.declines]: 'decline',
  [TEST_CARDS.retry]: 'retry',
};

export const behaviourOf = (number: string): CardBehaviour => BEHAVIOUR[number] ?? 'succeed';

/** The card type by the number's issuer range, or null (not a card the sandbox takes). */
export function cardTypeOf(number: string): CardType | null {
  if (/^4/.test(number)) return 'visa';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'american_express';
  if (number.startsWith('6011') || number.startsWith('65') || /^64[4-9]/.test(number)) return 'discover';
  return null;
}

/** The Luhn check every real card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
