/**
 * Serves the built console (CONSOLE_DIST, default apps/console/dist) at /, so one port carries the
 * whole product: the table's catch-all entry `consoleApp`, registered after every other one. Files
 * are served in the coding the browser accepts, from the brotli and gzip copies the build wrote
 * (lib/encoded-files.ts), each coding with its own ETag; any other GET outside the API's own paths
 * gets index.html and the console's router takes over (SPA fallback). Hashed assets (/assets/*) are cached for a year as
 * immutable; index.html must be revalidated every time so a deploy shows at once. A missing
 * /assets/* file is a 404, not index.html: a stale chunk must fail visibly. Without a built
 * console every path it would serve answers the API's JSON 404.
 */

import { type Endpoint, endpoints as ep } from '@switchboard/contract';
import { getMimeType } from 'hono/utils/mime';
import type { Deps } from '../deps.js';
import { sendEncoded } from '../lib/content-coding.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { encodedFolder } from '../lib/encoded-files.js';
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

const contentType = (file: string) => getMimeType(file) ?? 'application/octet-stream';

export function consoleRoutes(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'rateLimiter'>) {
  const dist = deps.config.consoleDist;
  const files = dist ? encodedFolder(dist) : null;

  return contractRoutes(deps).on(ep.consoleApp, async (c) => {
    const requestPath = c.req.path;
    if (!files || isApiPath(requestPath)) throw notFound();
    const isAsset = requestPath.startsWith('/assets/');
    const isIndex = requestPath === '/' || requestPath === '/index.html';
    if (!isIndex) {
      const file = await files(requestPath);
      if (file) {
        const cacheControl = isAsset ? IMMUTABLE : 'public, max-age=3600';
        return sendEncoded(c, file, contentType(requestPath), { 'Cache-Control': cacheControl });
      }
      if (isAsset) throw notFound();
    }
    // Checked on each request: a rebuilt console is served without a restart.
    const index = await files('/index.html');
    if (!index) throw notFound();
    return sendEncoded(c, index, 'text/html; charset=UTF-8', { 'Cache-Control': REVALIDATE });
  }).app;
}
