/**
 * CORS for the console's origins only (CONSOLE_ORIGIN, comma-separated): e.g. the Vite dev server
 * or a console deployed on its own host. Without it nothing is added, so browsers keep every other
 * origin out (same origin only). Calls carry bearer tokens, not cookies: no credentials mode.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export function consoleCors(origins: readonly string[]): MiddlewareHandler | null {
  if (origins.length === 0) return null;
  return cors({
    origin: [...origins],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
