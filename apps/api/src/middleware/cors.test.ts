import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { consoleCors } from './cors.js';

function appWith(origins: string[]) {
  const app = new Hono();
  const cors = consoleCors(origins);
  if (cors) app.use('*', cors);
  return app.get('/admin/x', (c) => c.json({ ok: true }));
}

const get = (app: Hono, origin: string) => app.request('/admin/x', { headers: { Origin: origin } });
const preflight = (app: Hono, origin: string) =>
  app.request('/admin/x', {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  });

describe('consoleCors', () => {
  it('adds nothing without configured origins (same origin only)', async () => {
    const app = appWith([]);
    const res = await get(app, 'http://localhost:5173');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("allows the console's origin, with a preflight for bearer calls", async () => {
    const app = appWith(['http://localhost:5173']);
    const res = await get(app, 'http://localhost:5173');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('vary')).toContain('Origin');

    const pre = await preflight(app, 'http://localhost:5173');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(pre.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type');
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives other origins no CORS headers', async () => {
    const app = appWith(['http://localhost:5173']);
    expect((await get(app, 'https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    const pre = await preflight(app, 'https://evil.example');
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });
});
