import type { FieldErrors, ServerErrors } from './types.js';

/** A 422 `errors` object (`{ field: [message] }`) as field errors: first message of each field. */
export function firstMessages(errors: ServerErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const message = typeof value === 'string' ? value : value[0];
    if (message) result[field] = message;
  }
  return result;
}

/** Field errors in the shape the server answers with: `{ field: [message] }`. */
export function toServerErrors(errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
}
