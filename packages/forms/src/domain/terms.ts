import { asText } from '../emptiness.js';
import { NOTICES } from '../messages.js';

const ACCEPTED = new Set(['true', '1', 'on', 'yes']);

/** Registration and the visitor form may not be sent until the terms are accepted. */
export function termsError(accepted: unknown): string | undefined {
  return ACCEPTED.has(asText(accepted)?.toLowerCase() ?? '') ? undefined : NOTICES.acceptTerms;
}
