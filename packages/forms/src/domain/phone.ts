import { isValidPhoneNumber } from 'libphonenumber-js';
import { refine, type Struct } from 'superstruct';
import { asText, isBlank } from '../emptiness.js';
import { messages } from '../messages.js';

/** Spec §9: the phone input accepts at most 20 characters. */
export const PHONE_MAX_LENGTH = 20;

/**
 * International format only (+ and country code), because numbers are dialled from anywhere.
 * Empty counts as missing the country code; make the field optional at the call site if it is.
 */
export function phoneError(value: unknown): string | undefined {
  const text = asText(value)?.trim() ?? '';
  if (!text.startsWith('+')) return messages.phoneCountryCode();
  if (text.length > PHONE_MAX_LENGTH || !isValidPhoneNumber(text)) return messages.phoneIncorrect();
  return undefined;
}

/**
 * `struct` that also takes a value that is not blank only as an international phone number (after
 * its own rules, so 'required' speaks first). Not a rule of the rule strings: the number metadata
 * (libphonenumber-js) then loads with the forms that have a phone field, not with every form.
 */
export const withPhone = <T, S>(struct: Struct<T, S>): Struct<T, S> =>
  refine(struct, 'phone', (value) => isBlank(value) || (phoneError(value) ?? true));
