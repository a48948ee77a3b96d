/**
 * Validates the JSON body with a contract struct (coercing, e.g. '12' → 12 for ids) and answers 422
 * `{ message, errors: { field: [message] } }` with the shared rule set's words when it fails.
 * A body that is not JSON is refused before that with 400 and a message saying why: another
 * Content-Type (`jsonRequired`), text that does not parse (`invalidJson`) or arrays and objects
 * nested deeper than MAX_DEPTH (`bodyTooDeep`). Text with NUL or lone surrogates, a card number
 * (except in the card provider's own body), and objects with a `toString` key, are refused with
 * 422 on their field before validation.
 * Handlers read the typed result with `c.req.valid('json')`.
 */
import { apiMessages } from '@switchboard/contract';
import { nestingDepth, structErrors, type UnsafeInputOptions, unsafeInputErrors } from '@switchboard/forms';
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import { type Infer, type Struct, validate } from 'superstruct';
import { httpError, unprocessable, validationBody } from '../lib/http-error.js';

/** Deeper than any real body (a contact's opening hours nest 6 levels). */
export const MAX_DEPTH = 32;

/** application/json and the application/*+json family, as Hono's validator reads them. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

export function isJsonRequest(c: Context): boolean {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  return JSON_TYPE.test(mediaType);
}

/**
 * Checks a whole parsed body before any struct walks it: its nesting (structs recurse; 400), then
 * values no field takes (text PostgreSQL cannot store, objects whose printing in a message throws;
 * 422 on their fields).
 */
export function refuseUnsafe(body: unknown, options: UnsafeInputOptions = {}): void {
  if (nestingDepth(body) > MAX_DEPTH) throw httpError(400, apiMessages.bodyTooDeep);
  const unsafe = unsafeInputErrors(body, options);
  if (Object.keys(unsafe).length > 0) throw unprocessable(unsafe);
}

/**
 * superstruct's validate with coercion, without the stack traces of its StructErrors: it builds
 * one, stack captured, for every check that fails, and a valid body fails several (each text
 * field's "is it a number to coerce?" test, each optional id's placeholder test), so capturing them
 * cost more than the checks (~90 µs against ~35 µs per visitor body). Their stacks are never read;
 * a validator that throws (a bug) is run again with stacks, so its error keeps them.
 */
// biome-ignore lint/suspicious/noExplicitAny: any struct may describe a body.
export function validateBody<S extends Struct<any, any>>(value: unknown, struct: S) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return validate(value, struct, { coerce: true });
  } catch {
    Error.stackTraceLimit = limit;
    return validate(value, struct, { coerce: true });
  } finally {
    Error.stackTraceLimit = limit;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: any struct may describe a body.
export function jsonBody<S extends Struct<any, any>>(struct: S, options: UnsafeInputOptions = {}) {
  const validateJson = validator('json', (value, c) => {
    const [error, data] = validateBody(value, struct);
    if (error) return c.json(validationBody(structErrors(error)), 422);
    return data as Infer<S>;
  });
  const checked: typeof validateJson = async (c, next) => {
    if (!isJsonRequest(c)) throw httpError(400, apiMessages.jsonRequired);
    // Parsed once here; Hono caches it for the validator (and for rate-limit identifiers before it).
    refuseUnsafe(
      await c.req.json().catch(() => {
        throw httpError(400, apiMessages.invalidJson);
      }),
      options,
    );
    return validateJson(c, next);
  };
  return checked;
}
