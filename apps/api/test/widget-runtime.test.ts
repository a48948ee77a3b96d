/** The built widget runtime (/widget.js, /widget-assets/*) served as its manifest prescribes. */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_NOT_BUILT } from '../src/routes/widget-runtime.js';
import { startTestServer, type TestServer } from '../src/testing.js';

const JS = 'text/javascript; charset=utf-8';
const LOADER_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
};
const LOADER = '(()=>{window.SwitchboardWidget=1})();';
const PANEL = 'export function mount(){}';
const CHUNK = 'export default {};';
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const PREVIEW_PAGE =
  '<!doctype html><html><head><script type="module" src="/widget-assets/preview-IJ90KL12.js"></script></head><body></body></html>';
const PREVIEW = 'export {};';

const asset = (file: string, cacheControl: string, body: string) => ({
  file,
  url: `/${file}`,
  bytes: body.length,
  gzip: body.length,
  contentType: JS,
  cacheControl,
  headers: HEADERS,
});
const MANIFEST = {
  loader: '/widget.js',
  panel: '/widget-assets/panel-AB12CD34.js',
  assets: [
    asset('widget.js', LOADER_CACHE, LOADER),
    asset('widget-assets/panel-AB12CD34.js', IMMUTABLE, PANEL),
    asset('widget-assets/chunk-EF56GH78.js', IMMUTABLE, CHUNK),
    asset('widget-assets/preview-IJ90KL12.js', IMMUTABLE, PREVIEW),
    {
      file: 'widget-preview.html',
      url: '/widget-preview.html',
      bytes: PREVIEW_PAGE.length,
      gzip: PREVIEW_PAGE.length,
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      headers: { 'X-Content-Type-Options': 'nosniff' },
    },
  ],
  preview: { page: '/widget-preview.html', script: '/widget-assets/preview-IJ90KL12.js' },
  snippet: { file: 'snippet.min.js', bytes: 0 },
  budgets: { snippetRaw: 1024, loaderGzip: 5120, panelGzip: 30720 },
};

let widgetDist: string;
let consoleDist: string;
let server: TestServer;
let missing: TestServer;

beforeAll(async () => {
  widgetDist = await mkdtemp(path.join(tmpdir(), 'switchboard-widget-'));
  await mkdir(path.join(widgetDist, 'widget-assets'));
  await writeFile(path.join(widgetDist, 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(widgetDist, 'widget.js'), LOADER);
  await writeFile(path.join(widgetDist, 'widget-assets', 'panel-AB12CD34.js'), PANEL);
  await writeFile(path.join(widgetDist, 'widget-assets', 'chunk-EF56GH78.js'), CHUNK);
  await writeFile(path.join(widgetDist, 'widget-assets', 'preview-IJ90KL12.js'), PREVIEW);
  await writeFile(path.join(widgetDist, 'widget-preview.html'), PREVIEW_PAGE);
  // In the folder but not in the manifest: never served.
  await writeFile(path.join(widgetDist, 'widget-assets', 'stray.js'), 'stray');
  consoleDist = await mkdtemp(path.join(tmpdir(), 'switchboard-console-'));
  await writeFile(path.join(consoleDist, 'index.html'), INDEX);
  [server, missing] = await Promise.all([
    // With the console too, so its SPA fallback is there to (not) swallow the widget's paths.
    startTestServer({ config: { widgetDist, consoleDist, consoleOrigins: ['http://console.test'] } }),
    startTestServer({ config: { widgetDist: path.join(widgetDist, 'nowhere'), consoleDist } }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), missing?.close()]);
  await rm(widgetDist, { recursive: true, force: true });
  await rm(consoleDist, { recursive: true, force: true });
});

const get = (base: TestServer, p: string, headers: Record<string, string> = {}) =>
  fetch(base.url + p, { headers: { Origin: 'https://customer.example', ...headers } });
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url')}"`;

function expectManifestHeaders(res: Response) {
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('the widget runtime', () => {
  it('serves /widget.js with its ETag, the manifest’s Cache-Control, CORS and a JS type', async () => {
    const res = await get(server, '/widget.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(LOADER);
    expect(res.headers.get('content-type')).toBe(JS);
    expect(res.headers.get('cache-control')).toBe(LOADER_CACHE);
    expect(res.headers.get('etag')).toBe(etagOf(LOADER));
    expectManifestHeaders(res);
  });

  it('answers 304 to a matching If-None-Match, with the caching and CORS headers', async () => {
    const etag = etagOf(LOADER);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await get(server, '/widget.js', { 'If-None-Match': ifNoneMatch });
      expect([ifNoneMatch, res.status]).toEqual([ifNoneMatch, 304]);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe(LOADER_CACHE);
      expectManifestHeaders(res);
    }
    expect((await get(server, '/widget.js', { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it('serves the hashed panel and chunks as immutable, importable from any origin', async () => {
    for (const [url, body] of [
      ['/widget-assets/panel-AB12CD34.js', PANEL],
      ['/widget-assets/chunk-EF56GH78.js', CHUNK],
    ] as const) {
      const res = await get(server, url);
      expect([url, res.status]).toEqual([url, 200]);
      expect(await res.text()).toBe(body);
      expect(res.headers.get('content-type')).toBe(JS);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expectManifestHeaders(res);
      const again = await get(server, url, { 'If-None-Match': etagOf(body) });
      expect(again.status).toBe(304);
    }
  });

  it('serves only what the manifest lists: anything else under /widget-assets is a JSON 404, not the console', async () => {
    for (const url of [
      '/widget-assets/stray.js',
      '/widget-assets/panel-OLD00000.js',
      '/widget-assets/',
      '/widget-assets/..%2fmanifest.json',
    ]) {
      const res = await get(server, url);
      expect([url, res.status]).toEqual([url, 404]);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect((await get(server, '/manifest.json')).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('serves the preview page to the console’s own origin: framable by it only, revalidated, no CORS', async () => {
    const res = await fetch(`${server.url}/widget-preview.html`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(PREVIEW_PAGE);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Revalidated on every load (it names the current hashed script), cheaply with its ETag.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBe(etagOf(PREVIEW_PAGE));
    expect(
      (
        await fetch(`${server.url}/widget-preview.html`, {
          headers: { 'If-None-Match': etagOf(PREVIEW_PAGE) },
        })
      ).status,
    ).toBe(304);
    // The console frames it on the same origin; no other site may, nor read it.
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const foreign = await get(server, '/widget-preview.html');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    // The script it loads is a widget asset like the others.
    const script = await get(server, '/widget-assets/preview-IJ90KL12.js');
    expect([script.status, await script.text()]).toEqual([200, PREVIEW]);
    expect(script.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('answers 404 with a clear message when the widget is not built, and the API still runs', async () => {
    for (const url of ['/widget.js', '/widget-assets/panel-AB12CD34.js', '/widget-preview.html']) {
      const res = await get(missing, url);
      expect([url, res.status]).toEqual([url, 404]);
      expect(await res.json()).toEqual({ message: WIDGET_NOT_BUILT });
    }
    expect(await (await get(missing, '/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await get(missing, '/profile')).text()).toBe(INDEX);
  });
});
