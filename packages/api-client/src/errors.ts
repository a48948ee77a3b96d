/**
 * What a call can fail with. Every failure is one of three classes, so a caller can tell a refusal
 * (ApiError: the server answered outside 2xx, or the client refused an invalid body) from a
 * timeout (ApiTimeoutError, spec §8 'Request timed out') and from no answer at all (ApiNetworkError).
 * A call cancelled through its own `signal` rejects with that signal's reason, untouched.
 */

/** Field → messages, as a 422 answers: `{ username: ['Username already exists.'] }`. */
export type FieldMessages = Record<string, string[]>;

export interface ApiErrorInit {
  status: number;
  message: string;
  /** The `errors` object of the answer; `{}` when it had none. */
  errors?: FieldMessages;
  /** The parsed answer (JSON, else text), or the refused body's field errors. */
  body?: unknown;
  /** True when the client refused to send an invalid body (status 422, nothing sent). */
  clientSide?: boolean;
}

/** The server answered outside 2xx (or the client refused an invalid body, `clientSide`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /**
   * Field → messages from the answer's `errors` object (spec §8), `{}` when none. `useForm` of
   * @switchboard/forms merges it into its field errors when a submit handler rethrows the error.
   */
  readonly errors: FieldMessages;
  readonly body: unknown;
  readonly clientSide: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.body = init.body;
    this.clientSide = init.clientSide ?? false;
  }
}

/** Spec §8: the danger toast's text for a call that took longer than the timeout. */
export const TIMEOUT_MESSAGE = 'Request timed out';

/** No answer within `timeoutMs` (30 s by default, spec §9); the request was aborted. */
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number, options?: { cause?: unknown }) {
    super(TIMEOUT_MESSAGE, options);
    this.timeoutMs = timeoutMs;
  }
}

/** The request never got an answer: offline, DNS, connection refused, CORS. `cause` holds fetch's error. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';

  constructor(url: string, options?: { cause?: unknown }) {
    super(`Network request to ${url} failed`, options);
  }
}

/** True for an ApiError whose answer carried field errors. */
export const hasFieldErrors = (error: unknown): error is ApiError =>
  error instanceof ApiError && Object.keys(error.errors).length > 0;

/** Reads an answer's `errors` object: `{ field: [message] }` (a single string is wrapped). */
export function fieldMessages(body: unknown): FieldMessages {
  if (body === null || typeof body !== 'object' || !('errors' in body)) return {};
  const { errors } = body as { errors: unknown };
  if (errors === null || typeof errors !== 'object') return {};
  const result: FieldMessages = {};
  for (const [field, value] of Object.entries(errors)) {
    if (typeof value === 'string') result[field] = [value];
    else if (Array.isArray(value))
      result[field] = value.filter((item): item is string => typeof item === 'string');
  }
  return result;
}

/** An answer's `message`, else a generic text naming the status. */
export function messageOf(body: unknown, status: number): string {
  if (body !== null && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return `Request failed with status ${status}`;
}
