/** The built console served at / with its SPA fallback, next to the API on the same port. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing.js';

let dist: string;
let server: TestServer;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'switchboard-console-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log("console")');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ config: { consoleDist: dist } });
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (p: string) => fetch(server.url + p);

describe('the console', () => {
  it('is served with index.html revalidated on every load', async () => {
    const res = await get('/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('serves hashed assets as immutable, with their content type', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it("falls back to index.html for the console's routes", async () => {
    for (const route of [
      '/profile',
      '/xpbx/settings/users',
      '/verify-email/abc?email=a%40b.test',
      '/reset-password/xyz',
    ]) {
      const res = await get(route);
      expect([route, res.status, res.headers.get('cache-control')]).toEqual([route, 200, 'no-cache']);
      expect(await res.text()).toBe(INDEX);
    }
  });

  it("leaves the API's own paths to the API", async () => {
    const api = await get('/admin/timezones');
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    const missing = await get('/admin/nowhere');
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'Not found.' }]);
    expect((await get('/uploads/0123456789abcdef0123456789abcdef.png')).status).toBe(404);
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/openapi.json')).headers.get('content-type')).toMatch(/json/);
    expect((await get('/widget.js')).status).toBe(404);
  });

  it("leaves the public site's pages to the site: without a built one, the JSON 404", async () => {
    for (const route of ['/', '/home', '/tariffs', '/site-assets/prefs.js']) {
      const res = await get(route);
      expect([route, res.status, await res.json()]).toEqual([route, 404, { message: 'Not found.' }]);
    }
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await get('/assets/index-Old999.js')).status).toBe(404);
  });
});
