import { asText, isBlank } from '../emptiness.js';
import { messages } from '../messages.js';
import type { FieldErrors } from '../types.js';

export const CARD_NUMBER_MIN_LENGTH = 16;
export const CARD_FIRST_YEAR = 2022;
export const CARD_YEARS_AHEAD = 15;

export const CARD_LABELS = {
  card_number: 'Card number',
  card_month: 'Card month',
  card_year: 'Card year',
  card_cvc_code: 'CVC code',
  card_owner: 'Card owner',
} as const;

export type CardField = keyof typeof CARD_LABELS;
export type CardValues = Partial<Record<CardField, unknown>>;

type FieldCheck = (text: string, now: Date) => boolean;

const digits = (text: string) => /^\d+$/.test(text);

const CHECKS: Partial<Record<CardField, FieldCheck>> = {
  card_number: (text) => {
    const compact = text.replace(/\s/g, '');
    return digits(compact) && compact.length >= CARD_NUMBER_MIN_LENGTH;
  },
  card_month: (text) => /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 12,
  card_year: (text, now) =>
    /^\d{4}$/.test(text) &&
    Number(text) >= CARD_FIRST_YEAR &&
    Number(text) <= now.getFullYear() + CARD_YEARS_AHEAD,
};

const ADD_FIELDS: readonly CardField[] = [
  'card_number',
  'card_month',
  'card_year',
  'card_cvc_code',
  'card_owner',
];
/** Number, CVC and owner are locked once a card is saved. */
const EDIT_FIELDS: readonly CardField[] = ['card_month', 'card_year'];

/** Adding a card: all five fields required, then month, year and number checks. */
export function cardErrors(values: CardValues, now: Date = new Date()): FieldErrors {
  return checkFields(values, ADD_FIELDS, now);
}

/** Editing a card: month and year only. */
export function cardEditErrors(values: CardValues, now: Date = new Date()): FieldErrors {
  return checkFields(values, EDIT_FIELDS, now);
}

/** One field's message under the card rules, or undefined (the server checks field by field). */
export function cardFieldError(field: CardField, value: unknown, now: Date = new Date()): string | undefined {
  return checkFields({ [field]: value }, [field], now)[field];
}

function checkFields(values: CardValues, fields: readonly CardField[], now: Date): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = values[field];
    const check = CHECKS[field];
    if (isBlank(value)) errors[field] = messages.required(CARD_LABELS[field]);
    else if (check && !check(asText(value)?.trim() ?? '', now))
      errors[field] = messages.enterValid(CARD_LABELS[field]);
  }
  return errors;
}
