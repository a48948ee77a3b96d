/**
 * Holds traffic until the database is migrated: 503 with Retry-After before that, so a load
 * balancer (probing /healthz) and early clients see "not yet" rather than SQL errors.
 */
import type { MiddlewareHandler } from 'hono';
import { httpError } from '../lib/http-error.js';

export function whenReady(isReady: () => boolean): MiddlewareHandler {
  return async (_c, next) => {
    if (!isReady()) throw httpError(503, 'Starting up, try again shortly.', { 'Retry-After': '1' });
    await next();
  };
}
