import { ApiError, hasFieldErrors } from '@switchboard/api-client';

/** The HTTP status of a failed call; 0 when there was no answer (timeout, offline). */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

/**
 * True when the failure carried field errors (a 422), which `useForm` has already put under the
 * fields: the form then needs no notice of its own.
 */
export function shownInFields(error: unknown, fields: readonly string[]): boolean {
  return (
    error instanceof ApiError &&
    hasFieldErrors(error) &&
    Object.keys(error.errors).some((field) => fields.includes(field))
  );
}
