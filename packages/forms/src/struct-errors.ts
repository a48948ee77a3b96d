import type { StructError } from 'superstruct';
import type { FieldErrors } from './types.js';

/** Where a failure of the whole value (not an object, say) is reported. */
export const FORM_KEY = '_form';

/** First message per field; nested fields are keyed by their dotted path ('contacts.0.title'). */
export function structErrors(error: StructError): FieldErrors {
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const key = failure.path.length > 0 ? failure.path.join('.') : FORM_KEY;
    if (!Object.hasOwn(errors, key)) errors[key] = failure.message;
  }
  return errors;
}
