/**
 * Errors with a JSON body. Handlers throw them; the app's error handler answers with the body.
 * Shapes: `{ message }` for 401/403/404/429, `{ message, errors: { field: [message] } }` for 422.
 */
import { apiMessages, type ValidationErrorBody } from '@switchboard/contract';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function httpError(
  status: ContentfulStatusCode,
  message: string,
  headers: Record<string, string> = {},
): HTTPException {
  return new HTTPException(status, { message, res: Response.json({ message }, { status, headers }) });
}

export const unauthorized = () =>
  httpError(401, apiMessages.unauthenticated, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (message: string = apiMessages.forbidden) => httpError(403, message);
export const notFound = (message: string = apiMessages.notFound) => httpError(404, message);

/** The 422 body for field errors (first message of each field becomes a one-item list). */
export function validationBody(errors: Record<string, string>): ValidationErrorBody {
  const entries = Object.entries(errors);
  const first = entries[0]?.[1] ?? 'The given data was invalid.';
  const more =
    entries.length > 1 ? ` (and ${entries.length - 1} more error${entries.length > 2 ? 's' : ''})` : '';
  return {
    message: `${first}${more}`,
    errors: Object.fromEntries(entries.map(([field, message]) => [field, [message]])),
  };
}

/** A 422 with field errors (first message per field). */
export function unprocessable(errors: Record<string, string>): HTTPException {
  const body = validationBody(errors);
  return new HTTPException(422, { message: body.message, res: Response.json(body, { status: 422 }) });
}

/** A 422 for a check only the server can make (e.g. uniqueness). */
export function invalid(field: string, message: string): HTTPException {
  return unprocessable({ [field]: message });
}
