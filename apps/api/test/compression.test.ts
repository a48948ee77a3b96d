/**
 * Compressed answers: the console's and the widget's built files in the coding the request
 * accepts (the build's brotli and gzip copies, written here by the real scripts/precompress.mjs),
 * JSON answers above the threshold compressed per answer, and the public widget config compressed
 * once per save. Bodies are read raw (node:http, no automatic decoding) and decompressed here.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildPath, endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_COMPRESS_THRESHOLD } from '../src/lib/compression.js';
import { type Coding, negotiate } from '../src/lib/content-coding.js';
import { startTestServer, type TestServer } from '../src/testing.js';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../scripts/precompress.mjs');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONSOLE_ORIGIN = 'https://console.example.test';
const LOADER_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

// Text that compresses, like real bundles: repeated code with some noise.
const code = (name: string, kb: number) =>
  Array.from(
    { length: kb * 16 },
    (_, i) => `export const ${name}${i}=()=>"${randomBytes(4).toString('hex')}";\n`,
  ).join('');
const APP_JS = code('app', 40);
const INDEX = `<!doctype html><html><head><title>Switchboard</title></head><body>${'<div class="x"></div>'.repeat(80)}<script type="module" src="/assets/index-AbC123.js"></script></body></html>`;
const LOADER = code('loader', 8);
const TINY = 'export{};';

let consoleDist: string;
let widgetDist: string;
let server: TestServer;

beforeAll(async () => {
  consoleDist = await mkdtemp(path.join(tmpdir(), 'switchboard-console-'));
  widgetDist = await mkdtemp(path.join(tmpdir(), 'switchboard-widget-'));
  await mkdir(path.join(consoleDist, 'assets'));
  await writeFile(path.join(consoleDist, 'index.html'), INDEX);
  await writeFile(path.join(consoleDist, 'assets', 'index-AbC123.js'), APP_JS);
  await writeFile(path.join(consoleDist, 'assets', 'tiny-Zz9.js'), TINY);
  await writeFile(path.join(consoleDist, 'assets', 'stale-Yy8.js'), APP_JS);
  await writeFile(path.join(consoleDist, 'assets', 'nogzip-Xx7.js'), APP_JS);
  const headers = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };
  const manifest = {
    assets: [
      {
        file: 'widget.js',
        url: '/widget.js',
        contentType: 'text/javascript; charset=utf-8',
        cacheControl: LOADER_CACHE,
        headers,
      },
    ],
  };
  await writeFile(path.join(widgetDist, 'widget.js'), LOADER);
  await writeFile(path.join(widgetDist, 'manifest.json'), JSON.stringify(manifest));
  await promisify(execFile)(process.execPath, [PRECOMPRESS, consoleDist, widgetDist]);
  // A copy from another build (it decompresses to other bytes), and a file without a gzip copy.
  await writeFile(path.join(consoleDist, 'assets', 'stale-Yy8.js.gz'), gzipSync('console.log("old")'));
  await rm(path.join(consoleDist, 'assets', 'stale-Yy8.js.br'));
  await rm(path.join(consoleDist, 'assets', 'nogzip-Xx7.js.gz'));
  server = await startTestServer({ config: { consoleDist, widgetDist, consoleOrigins: [CONSOLE_ORIGIN] } });
});

afterAll(async () => {
  await server?.close();
  await rm(consoleDist, { recursive: true, force: true });
  await rm(widgetDist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body comes back exactly as sent (fetch would decode it). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(server.url + pathname, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The answer says it varies by Accept-Encoding (CORS adds Origin beside it). */
const varies = (raw: Raw) =>
  String(raw.headers.vary ?? '')
    .split(/,\s*/)
    .includes('Accept-Encoding');

const decode = (raw: Raw) => {
  const coding = raw.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(raw.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(raw.body).toString('utf8');
  expect(coding).toBeUndefined();
  return raw.body.toString('utf8');
};

describe('Accept-Encoding negotiation', () => {
  const both: Coding[] = ['br', 'gzip'];
  it.each<[string | undefined, Coding[], Coding]>([
    [undefined, both, 'identity'],
    ['', both, 'identity'],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate', both, 'gzip'],
    ['GZIP', both, 'gzip'],
    ['x-gzip', both, 'gzip'],
    ['deflate', both, 'identity'],
    ['identity', both, 'identity'],
    ['br;q=0.5, gzip', both, 'gzip'],
    ['br;q=0.8, gzip;q=0.8', both, 'br'],
    ['gzip;q=1.0, br;q=0.999', both, 'gzip'],
    ['br;q=0, gzip;q=0', both, 'identity'],
    ['br;q=0.2, identity;q=0.5', both, 'identity'],
    ['*', both, 'br'],
    ['*;q=0.5, gzip', both, 'gzip'],
    ['*;q=0, gzip;q=0.1', both, 'gzip'],
    ['identity;q=0, *;q=0', both, 'identity'],
    ['br;q=2, gzip', both, 'gzip'],
    ['br;q=abc', both, 'identity'],
    ['br, gzip', ['gzip'], 'gzip'],
    ['br', ['gzip'], 'identity'],
    ['br, gzip', [], 'identity'],
  ])('%j with %j available → %s', (header, available, expected) => {
    expect(negotiate(header, available)).toBe(expected);
  });
});

describe('built files', () => {
  const asset = '/assets/index-AbC123.js';

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])('serves a hashed asset to %j as %s, byte for byte, immutable', async (accept, coding) => {
    const res = await get(asset, { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(res)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(decode(res)).toBe(APP_JS);
    if (coding) expect(res.body.length).toBeLessThan(APP_JS.length / 3);
  });

  it('gives each coding its own ETag and answers 304 only to the ETag of the coding asked for', async () => {
    const tags = new Map<string, string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      tags.set(accept, String((await get(asset, { 'Accept-Encoding': accept })).headers.etag));
    }
    expect(new Set(tags.values()).size).toBe(3);
    const identity = tags.get('identity') ?? '';
    expect(tags.get('br')).toBe(`${identity.slice(0, -1)}.br"`);
    expect(tags.get('gzip')).toBe(`${identity.slice(0, -1)}.gz"`);

    const brTag = tags.get('br') ?? '';
    const notModified = await get(asset, { 'Accept-Encoding': 'gzip, br', 'If-None-Match': brTag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(brTag);
    expect(varies(notModified)).toBe(true);
    expect(notModified.headers['cache-control']).toBe(IMMUTABLE);
    // The same tag from a client that now takes gzip only: another representation, sent in full.
    const other = await get(asset, { 'Accept-Encoding': 'gzip', 'If-None-Match': brTag });
    expect([other.status, other.headers['content-encoding'], decode(other)]).toEqual([200, 'gzip', APP_JS]);
    const weak = await get(asset, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': `"x", W/${tags.get('gzip')}`,
    });
    expect(weak.status).toBe(304);
  });

  it('serves index.html and the SPA fallback compressed and revalidated', async () => {
    // '/' is the public site's home (decision 0021); the console's page is /index.html and the fallback.
    for (const route of ['/index.html', '/xpbx/settings/users']) {
      const res = await get(route, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect([res.status, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
        200,
        'br',
        'no-cache',
      ]);
      expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
      expect(decode(res)).toBe(INDEX);
      const again = await get(route, { 'Accept-Encoding': 'br', 'If-None-Match': String(res.headers.etag) });
      expect([again.status, again.headers['cache-control']]).toEqual([304, 'no-cache']);
    }
  });

  it('sends a file as it is when no copy is smaller, or the copy is from another build', async () => {
    const tiny = await get('/assets/tiny-Zz9.js', { 'Accept-Encoding': 'br, gzip' });
    expect([tiny.headers['content-encoding'], decode(tiny)]).toEqual([undefined, TINY]);
    const stale = await get('/assets/stale-Yy8.js', { 'Accept-Encoding': 'br, gzip' });
    expect([stale.headers['content-encoding'], decode(stale)]).toEqual([undefined, APP_JS]);
    const noGzip = await get('/assets/nogzip-Xx7.js', { 'Accept-Encoding': 'gzip' });
    expect([noGzip.headers['content-encoding'], decode(noGzip)]).toEqual([undefined, APP_JS]);
  });

  it('does not serve the compressed copies under their own names', async () => {
    expect((await get(`${asset}.br`)).status).toBe(404);
    expect((await get(`${asset}.gz`)).status).toBe(404);
  });

  it('serves the widget loader compressed with its manifest headers, revalidated by ETag', async () => {
    const res = await get('/widget.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(LOADER_CACHE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(varies(res)).toBe(true);
    expect(decode(res)).toBe(LOADER);
    const again = await get('/widget.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(res.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.headers['access-control-allow-origin']).toBe('*');
    const gzip = await get('/widget.js', { 'Accept-Encoding': 'gzip' });
    expect([gzip.headers['content-encoding'], decode(gzip)]).toEqual(['gzip', LOADER]);
  });
});

describe('JSON answers', () => {
  it(`are compressed from ${JSON_COMPRESS_THRESHOLD} bytes, as the request accepts`, async () => {
    const plain = await get('/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(JSON_COMPRESS_THRESHOLD);
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get('/openapi.json', { 'Accept-Encoding': accept });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(varies(res)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(decode(res)).toBe(plain.body.toString('utf8'));
    }
  });

  it('below the threshold, and for HEAD, go out as they are', async () => {
    const small = await get('/healthz', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(varies(small)).toBe(false);
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ status: 'ok' });
    const head = await get('/openapi.json', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });

  it('keep the Vary: Origin of CORS beside Accept-Encoding', async () => {
    const res = await get('/openapi.json', { 'Accept-Encoding': 'br', Origin: CONSOLE_ORIGIN });
    expect(res.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
    expect(String(res.headers.vary).split(/,\s*/).sort()).toEqual(['Accept-Encoding', 'Origin']);
  });

  it('the public widget config: compressed once per save, an ETag per coding, 304s', async () => {
    const owner = await server.createAccount({ name: 'Compression Owner 2' });
    const contacts = Array.from({ length: 6 }, (_, i) => ({
      id: `office-${i}`,
      mainSettings: {
        title: `Office ${i}`,
        email: `office${i}@example.test`,
        phoneNumber: '+35929990001',
        contactOptions: {
          phoneCalls: true,
          requestCallback: true,
          chat: true,
          email: true,
          videoCalls: false,
        },
      },
      address: { country: 'Bulgaria', state: 'Sofia', street: `Street ${i}`, postCode: '1000' },
      departments: [],
    }));
    const created = await fetch(server.url + ep.createWidget.path, {
      method: ep.createWidget.method,
      headers: owner.headers,
      body: JSON.stringify({ name: 'Compressed shop', contacts }),
    });
    expect(created.status).toBe(201);
    const { public_key: publicKey } = (await created.json()) as { public_key: string };
    const configPath = buildPath(ep.widgetPublicConfig.path, { publicKey });

    const plain = await get(configPath);
    expect(plain.body.length).toBeGreaterThan(JSON_COMPRESS_THRESHOLD);
    const br = await get(configPath, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect([br.status, br.headers['content-encoding'], varies(br)]).toEqual([200, 'br', true]);
    expect(br.headers['access-control-allow-origin']).toBe('*');
    expect(decode(br)).toBe(plain.body.toString('utf8'));
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}.br"`);
    const gzip = await get(configPath, { 'Accept-Encoding': 'gzip' });
    expect(decode(gzip)).toBe(plain.body.toString('utf8'));

    // Repeated requests are answered before the app (widgets/public-config-answers.ts): the same
    // headers and bytes as the app's own answer, for each coding and for 304.
    const withoutDate = (raw: Raw) => ({ ...raw.headers, date: undefined });
    for (const [accept, first] of [
      ['gzip, deflate, br', br],
      ['gzip', gzip],
      ['', plain],
    ] as const) {
      const again = await get(configPath, accept ? { 'Accept-Encoding': accept } : {});
      expect(withoutDate(again)).toEqual(withoutDate(first));
      expect(again.body.equals(first.body)).toBe(true);
    }
    const firstNotModified = await get(configPath, { 'If-None-Match': String(plain.headers.etag) });
    const againNotModified = await get(configPath, { 'If-None-Match': String(plain.headers.etag) });
    expect(firstNotModified.status).toBe(304);
    expect(withoutDate(againNotModified)).toEqual(withoutDate(firstNotModified));

    const loads = server.widgetConfigs.loads;
    const again = await get(configPath, {
      'Accept-Encoding': 'br',
      'If-None-Match': String(br.headers.etag),
    });
    expect([again.status, again.headers.etag]).toEqual([304, br.headers.etag]);
    expect((await get(configPath, { 'If-None-Match': String(br.headers.etag) })).status).toBe(200);
    expect(server.widgetConfigs.loads).toBe(loads);
  });
});
