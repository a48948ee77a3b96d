/**
 * Serves the built widget runtime (WIDGET_DIST, default apps/widget/dist): the loader at
 * /widget.js, the panel and its chunks at /widget-assets/*, and the console's live preview page at
 * /widget-preview.html, exactly as dist/manifest.json lists them (URL, content type,
 * Cache-Control, CORS and nosniff headers), in the coding the browser accepts (the build's brotli
 * and gzip copies, lib/encoded-files.ts). The preview page carries no CORS: it is framed by the
 * console on the same origin only (the security headers' X-Frame-Options SAMEORIGIN and
 * frame-ancestors 'self'), and revalidated on every load. Only files the manifest names
 * are served. The loader keeps one URL, so it is revalidated with a strong ETag per coding (sha256
 * of its bytes); the hashed assets are immutable. The manifest is re-read when it changes (a rebuilt
 * widget is served without a restart); files are read once per manifest and kept in memory.
 * Without a built widget both paths answer 404 with a message saying so; the API runs regardless.
 *
 * The folder is read by path: the API does not depend on @switchboard/widget (nor on its build).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { endpoints as ep } from '@switchboard/contract';
import type { Context } from 'hono';
import type { Deps } from '../deps.js';
import { type Encoded, sendEncoded } from '../lib/content-coding.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { readEncodedFile } from '../lib/encoded-files.js';
import { notFound } from '../lib/http-error.js';

/** The part of @switchboard/widget's `WidgetManifest` (src/assets.ts) the API reads. */
interface WidgetAsset {
  file: string;
  url: string;
  contentType: string;
  cacheControl: string;
  headers: Record<string, string>;
}

interface Loaded {
  /** The manifest's modification time when read. */
  mtimeMs: number;
  assets: Map<string, WidgetAsset>;
  /** File contents in each coding and their ETag, read on first request. */
  files: Map<string, Promise<Encoded>>;
}

export const WIDGET_NOT_BUILT =
  'The widget runtime is not built: run `pnpm --filter @switchboard/widget build` (or set WIDGET_DIST).';

/** `/widget-assets/*` → `/widget-assets/`. */
const ASSETS_PREFIX = ep.widgetAssets.path.replace(/\*$/, '');

/**
 * The runtime files other sites load: they carry the manifest's CORS headers, so the console's
 * CORS middleware skips them (the preview page is the console's own and is not among them).
 */
export const isWidgetRuntimePath = (requestPath: string) =>
  requestPath === ep.widgetScript.path || requestPath.startsWith(ASSETS_PREFIX);

export default function widgetRuntimeRoutes(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'rateLimiter'>) {
  const dist = deps.config.widgetDist;
  const manifestFile = dist ? path.join(dist, 'manifest.json') : null;
  let loaded: Loaded | null = null;

  async function current(): Promise<Loaded | null> {
    if (!manifestFile) return null;
    const info = await stat(manifestFile).catch(() => null);
    if (!info) return null;
    if (loaded?.mtimeMs === info.mtimeMs) return loaded;
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { assets?: WidgetAsset[] };
    loaded = {
      mtimeMs: info.mtimeMs,
      assets: new Map((manifest.assets ?? []).map((asset) => [asset.url, asset])),
      files: new Map(),
    };
    return loaded;
  }

  function read(state: Loaded, root: string, asset: WidgetAsset) {
    let file = state.files.get(asset.url);
    if (!file) {
      const full = path.resolve(root, asset.file);
      // The manifest names files inside dist/ only; anything else is not served.
      if (!full.startsWith(root + path.sep)) throw notFound();
      file = readEncodedFile(full);
      // A failed read (file removed mid-rebuild) is retried on the next request.
      file.catch(() => state.files.delete(asset.url));
      state.files.set(asset.url, file);
    }
    return file;
  }

  return contractRoutes(deps)
    .on(ep.widgetScript, serve)
    .on(ep.widgetAssets, serve)
    .on(ep.widgetPreview, serve).app;

  async function serve(c: Context) {
    const state = await current();
    if (!state || !dist) throw notFound(WIDGET_NOT_BUILT);
    const asset = state.assets.get(c.req.path);
    if (!asset) throw notFound();
    const file = await read(state, path.resolve(dist), asset).catch(() => null);
    if (!file) throw notFound(WIDGET_NOT_BUILT);
    return sendEncoded(c, file, asset.contentType, {
      ...asset.headers,
      'Cache-Control': asset.cacheControl,
      'X-Content-Type-Options': 'nosniff',
    });
  }
}
