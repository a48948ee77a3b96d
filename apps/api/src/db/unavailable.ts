/**
 * Whether an error means the database cannot be reached right now (restarting, failed over, the
 * network between): the request is answered 503 with Retry-After, not 500, and the pool connects
 * again by itself. Drizzle wraps the driver's error, so the causes are walked.
 */

/** Connection exceptions (class 08) and the server going away (57P01–57P03). */
const SQLSTATE = /^(08...|57P0[123])$/;
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const DRIVER = /Connection terminated|not queryable|timeout exceeded when trying to connect/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (SQLSTATE.test(code) || NETWORK.has(code))) return true;
    if (DRIVER.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}
