/**
 * Security headers on every response (hono/secure-headers): nosniff, frame and opener isolation,
 * no referrer, HSTS, and a Content-Security-Policy fit for the served console, which loads only
 * its own scripts (no inline ones), styles (inline style attributes allowed: components set them),
 * fonts and images (plus data:/blob: previews of a chosen photo and https: images), and talks to
 * the API on its own origin or over https (external checkout and install endpoints).
 * Resources other sites may embed (uploaded images, the widget script and its chunks) say so in
 * Cross-Origin-Resource-Policy; everything else stays same-origin.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env.js';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https:'],
  frameSrc: ["'self'", 'https:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", 'https:'],
  frameAncestors: ["'self'"],
};

/** Paths whose answers other origins may embed or fetch (the widget's public endpoints). */
export const EMBEDDABLE = /^\/(uploads\/|public\/|widget\.js$|widget-assets\/)/;

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({ contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  return async (c, next) => {
    await headers(c, next);
    // An answer that carries its own inline script (the public site's head script, which must run
    // before paint) allows that script alone, by its hash; the policy stays as it is otherwise.
    const inline = c.get('inlineScripts');
    const policy = c.res.headers.get('Content-Security-Policy');
    if (inline?.length && policy)
      c.res.headers.set(
        'Content-Security-Policy',
        policy.replace(
          "script-src 'self'",
          `script-src 'self' ${inline.map((hash) => `'${hash}'`).join(' ')}`,
        ),
      );
    if (EMBEDDABLE.test(c.req.path)) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  };
}
