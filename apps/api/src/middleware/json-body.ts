/**
 * Validates the JSON body with a contract struct (coercing, e.g. '12' → 12 for ids) and answers 422
 * `{ message, errors: { field: [message] } }` with the shared rule set's words when it fails.
 * Handlers read the typed result with `c.req.valid('json')`.
 */
import { structErrors } from '@switchboard/forms';
import { validator } from 'hono/validator';
import { type Infer, type Struct, validate } from 'superstruct';
import { validationBody } from '../lib/http-error.js';

// biome-ignore lint/suspicious/noExplicitAny: any struct may describe a body.
export function jsonBody<S extends Struct<any, any>>(struct: S) {
  return validator('json', (value, c) => {
    const [error, data] = validate(value, struct, { coerce: true });
    if (error) return c.json(validationBody(structErrors(error)), 422);
    return data as Infer<S>;
  });
}
