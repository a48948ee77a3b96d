/** Security headers on every answer, CORS for the console's origin only, and GET /openapi.json. */
import { answersFile, type Endpoint, endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/openapi/document.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { sampleImages } from '../src/uploads/samples.js';
import { client } from './http.js';

const CONSOLE = 'http://localhost:5173';
let sameOrigin: TestServer;
let withConsole: TestServer;

beforeAll(async () => {
  [sameOrigin, withConsole] = await Promise.all([
    startTestServer(),
    startTestServer({ config: { consoleOrigins: [CONSOLE] } }),
  ]);
});
afterAll(async () => {
  await Promise.all([sameOrigin?.close(), withConsole?.close()]);
});

describe('security headers', () => {
  it('are on every answer: data, errors, 404s, validation failures', async () => {
    const owner = await sameOrigin.createAccount();
    const call = client(sameOrigin.url);
    const replies = [
      await call(ep.timezones),
      await call(ep.profile),
      await call(ep.profile, { token: owner.tokens.access_token }),
      await call(ep.createPbxUser, { token: owner.tokens.access_token, body: {} }),
      await call(ep.getPbxUser, { token: owner.tokens.access_token, params: { id: 999 } }),
    ];
    const nowhere = await fetch(`${sameOrigin.url}/admin/nowhere`);
    // No console build configured: its routes are plain 404s too.
    const consolePage = await fetch(`${sameOrigin.url}/profile`);
    expect([consolePage.status, await consolePage.json()]).toEqual([404, { message: 'Not found.' }]);
    const statuses = [...replies.map((r) => r.status), nowhere.status];
    expect(statuses).toEqual([200, 401, 200, 422, 404, 404]);
    for (const headers of [...replies.map((r) => r.headers), nowhere.headers]) {
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });
});

describe('caching and file names', () => {
  it('cache_control_missing: every answer of an authenticated endpoint is no-store, refusals included', async () => {
    const owner = await sameOrigin.createAccount();
    const call = client(sameOrigin.url);
    const token = owner.tokens.access_token;
    const replies = [
      await call(ep.profile, { token }),
      await call(ep.profile),
      await call(ep.profile, { token: `${token}x` }),
      await call(ep.createPbxUser, { token, body: {} }),
      await call(ep.getPbxUser, { token, params: { id: 999 } }),
      await call(ep.refresh, { token: 'not a refresh token' }),
    ];
    expect(replies.map((r) => [r.status, r.headers.get('cache-control')])).toEqual([
      [200, 'no-store'],
      [401, 'no-store'],
      [401, 'no-store'],
      [422, 'no-store'],
      [404, 'no-store'],
      [401, 'no-store'],
    ]);
    // Public reference data keeps its own caching.
    expect((await call(ep.timezones)).headers.get('cache-control')).not.toBe('no-store');
  });

  it('content_disposition_missing: an upload is served inline under its stored name', async () => {
    const owner = await sameOrigin.createAccount();
    const form = new FormData();
    form.append('file', new Blob([sampleImages.png], { type: 'image/png' }), 'my "photo"\u00e9.png');
    const res = await fetch(sameOrigin.url + ep.uploadPhoto.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.tokens.access_token}` },
      body: form,
    });
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const photo = ((await res.json()) as { user_info: { user_photo: string } }).user_info.user_photo;
    const served = await fetch(sameOrigin.url + photo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="${photo.split('/').pop()}"`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('CORS', () => {
  const preflight = (server: TestServer, origin: string) =>
    fetch(`${server.url}/admin/xpbx/user`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });

  it('is off by default: no CORS headers for any origin', async () => {
    const reply = await client(sameOrigin.url)(ep.timezones, { headers: { Origin: CONSOLE } });
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(sameOrigin, CONSOLE)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets CONSOLE_ORIGIN call with a bearer token, and nobody else', async () => {
    const reply = await client(withConsole.url)(ep.timezones, { headers: { Origin: CONSOLE } });
    expect(reply.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    const pre = await preflight(withConsole, CONSOLE);
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(pre.headers.get('access-control-allow-headers')).toContain('Authorization');

    const evil = await client(withConsole.url)(ep.timezones, { headers: { Origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await preflight(withConsole, 'https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });
});

describe('GET /openapi.json', () => {
  it('describes every JSON entry of the endpoint table, and no file entry', async () => {
    const res = await fetch(`${sameOrigin.url}/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(ep) as Endpoint[]) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect([endpoint.method, endpoint.path, operation !== undefined]).toEqual([
        endpoint.method,
        endpoint.path,
        !answersFile(endpoint),
      ]);
    }
  });
});
