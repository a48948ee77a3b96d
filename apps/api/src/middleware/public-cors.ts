/**
 * CORS for the widget's public endpoints (/public/*): any origin may call them, because the widget
 * runs on the customers' websites. No credentials (`Access-Control-Allow-Origin: *`, no cookies, no
 * Authorization header allowed): nothing there depends on who the caller is.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export const PUBLIC_PATHS = /^\/public\//;

const EXPOSE_HEADERS = ['ETag', 'Retry-After'];

export function publicCors(): MiddlewareHandler {
  const preflight = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'If-None-Match'],
    exposeHeaders: EXPOSE_HEADERS,
    maxAge: 86400,
  });
  const expose = EXPOSE_HEADERS.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    // The headers hono's cors would set, but on the answer once made: set before it, they make Hono
    // rebuild the answer to merge them in, which turns @hono/node-server's light response into a
    // whole WHATWG one whose body is streamed out (about a tenth of a visitor POST's CPU).
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Access-Control-Expose-Headers', expose);
  };
}
