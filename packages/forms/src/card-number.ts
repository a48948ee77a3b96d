/**
 * Card numbers where none belongs. Our API receives a card only as the provider's token; a card
 * number typed into any other field (a card owner, a description, a message) would be stored,
 * listed, logged and audited like any text. The test is tight so that phone numbers pass: a run of
 * digits (single spaces or dashes between them) is a card number when it passes the Luhn check and
 * is 16–19 digits from 2–6 (Visa, Mastercard, Discover, JCB, UnionPay, Maestro) or 15 from 34/37
 * (American Express). E.164 numbers have at most 15 digits, and none of 15 starts with 34 or 37.
 */

/** 15–19 digits, not inside a longer run of digits. */
const DIGIT_RUN = /(?<![\d])\d(?:[ -]?\d){14,18}(?![ -]?\d)/g;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const isCardNumber = (digits: string) =>
  ((digits.length >= 16 && /^[2-6]/.test(digits)) || (digits.length === 15 && /^3[47]/.test(digits))) &&
  passesLuhn(digits);

/** Whether `text` holds something that is a card number (anywhere in it). */
export function holdsCardNumber(text: string): boolean {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    if (isCardNumber(run.replace(/[ -]/g, ''))) return true;
  }
  return false;
}
