/**
 * CORS for the widget's public endpoints (/public/*): any origin may call them, because the widget
 * runs on the customers' websites. No credentials (`Access-Control-Allow-Origin: *`, no cookies, no
 * Authorization header allowed): nothing there depends on who the caller is.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export const PUBLIC_PATHS = /^\/public\//;

export function publicCors(): MiddlewareHandler {
  return cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'If-None-Match'],
    exposeHeaders: ['ETag', 'Retry-After'],
    maxAge: 86400,
  });
}
