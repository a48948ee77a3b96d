import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

const app = new Hono()
  .use('*', securityHeaders())
  .get('/ok', (c) => c.json({ ok: true }))
  .get('/uploads/a.png', (c) => c.body('png'))
  .get('/fails', () => {
    throw new HTTPException(401, { res: Response.json({ message: 'no' }, { status: 401 }) });
  });
app.onError((error, c) => (error instanceof HTTPException ? error.getResponse() : c.text('x', 500)));

describe('securityHeaders', () => {
  it('sets the headers on answers, errors and unknown paths alike', async () => {
    for (const path of ['/ok', '/fails', '/nowhere']) {
      const res = await app.request(path);
      expect([path, res.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
    }
  });

  it('lets other origins embed uploads only', async () => {
    expect((await app.request('/ok')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect((await app.request('/uploads/a.png')).headers.get('cross-origin-resource-policy')).toBe(
      'cross-origin',
    );
  });
});
