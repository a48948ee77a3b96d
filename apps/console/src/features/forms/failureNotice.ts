import { ApiError, ApiTimeoutError, DEFAULT_LOGOUT_STATUSES, hasFieldErrors } from '@switchboard/api-client';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { failureMessages as m } from './forms.messages';

/** The `message` of the server's answer, when it gave one. */
function serverMessage(error: ApiError): string | null {
  const { body } = error;
  if (body === null || typeof body !== 'object' || !('message' in body)) return null;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * The danger notice for a failed save (spec §8), or null when there is nothing to say: a
 * refused session has already logged the user out. Field errors (a 422) are shown under the fields
 * and summed up by `invalid` ('Please resolve the errors first' / 'Please fix all the errors');
 * other refusals show the server's message; a timeout says 'Request timed out'.
 */
export function failureNotice(intl: IntlShape, error: unknown, invalid: MessageDescriptor): string | null {
  if (error instanceof ApiTimeoutError) return intl.formatMessage(m.timedOut);
  if (error instanceof ApiError) {
    if (!error.clientSide && DEFAULT_LOGOUT_STATUSES.includes(error.status)) return null;
    if (hasFieldErrors(error)) return intl.formatMessage(invalid);
    return serverMessage(error) ?? intl.formatMessage(m.failed);
  }
  return intl.formatMessage(m.failed);
}
