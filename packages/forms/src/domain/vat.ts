import { asText, isAbsent } from '../emptiness.js';
import { messages } from '../messages.js';

/** Letters and digits only; an empty VAT is left to the company-fields check. */
export function vatError(value: unknown): string | undefined {
  if (isAbsent(value)) return undefined;
  return /^[A-Za-z0-9]+$/.test(asText(value) ?? '') ? undefined : messages.vat();
}
