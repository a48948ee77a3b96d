/**
 * Serves the built console (CONSOLE_DIST, default apps/console/dist) at /, so one port carries the
 * whole product: the table's catch-all entry `consoleApp`, registered after every other one. Files
 * are served as they are; any other GET outside the API's own paths gets index.html and the
 * console's router takes over (SPA fallback). Hashed assets (/assets/*) are cached for a year as
 * immutable; index.html must be revalidated every time so a deploy shows at once. A missing
 * /assets/* file is a 404, not index.html: a stale chunk must fail visibly. Without a built
 * console every path it would serve answers the API's JSON 404.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Endpoint, endpoints as ep } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';

const firstSegment = (requestPath: string) => requestPath.split('/')[1] ?? '';

/** The first segments of every other entry's path (admin, public, uploads, widget.js, ...). */
const API_SEGMENTS = new Set(
  (Object.values(ep) as Endpoint[]).filter((e) => e !== ep.consoleApp).map((e) => firstSegment(e.path)),
);

/** Paths the API answers itself; the fallback never covers them. */
const isApiPath = (requestPath: string) => API_SEGMENTS.has(firstSegment(requestPath));

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function consoleRoutes(deps: Pick<Deps, 'db' | 'clock' | 'config'>) {
  const dist = deps.config.consoleDist;
  const files = dist ? serveStatic({ root: dist }) : null;

  return contractRoutes(deps).on(ep.consoleApp, async (c) => {
    const requestPath = c.req.path;
    if (!dist || !files || isApiPath(requestPath)) throw notFound();
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
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    c.header('Cache-Control', REVALIDATE);
    return c.html(html);
  }).app;
}
