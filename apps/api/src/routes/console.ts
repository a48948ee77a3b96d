/**
 * Serves the built console (CONSOLE_DIST, default apps/console/dist) at /, so one port carries the
 * whole product. Files are served as they are; any other GET outside the API's own paths gets
 * index.html and the console's router takes over (SPA fallback). Hashed assets (/assets/*) are
 * cached for a year as immutable; index.html must be revalidated every time so a deploy shows at
 * once. A missing /assets/* file is a 404, not index.html: a stale chunk must fail visibly.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { notFound } from '../lib/http-error.js';

/** Paths the API answers itself; the fallback never covers them. */
export const API_PATHS =
  /^\/(admin(\/|$)|public(\/|$)|uploads(\/|$)|healthz$|openapi\.json$|widget\.js$|widget-assets(\/|$))/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function consoleRoutes(dist: string) {
  const files = serveStatic({ root: dist });
  const indexFile = path.join(dist, 'index.html');

  return new Hono().get('*', async (c, next) => {
    const requestPath = c.req.path;
    if (API_PATHS.test(requestPath)) return next();
    const isAsset = requestPath.startsWith('/assets/');
    const isIndex = requestPath === '/' || requestPath === '/index.html';
    if (!isIndex) {
      const res = await files(c, async () => {});
      if (res) {
        res.headers.set('Cache-Control', isAsset ? IMMUTABLE : 'public, max-age=3600');
        return res;
      }
      if (isAsset) throw notFound();
    }
    // Read on each request: a rebuilt console is served without a restart.
    const html = await readFile(indexFile, 'utf8');
    c.header('Cache-Control', REVALIDATE);
    return c.html(html);
  });
}
