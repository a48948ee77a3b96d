import { isValidPhoneNumber } from 'libphonenumber-js';
import { asText } from '../emptiness.js';
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
