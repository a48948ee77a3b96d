import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { appDuration, serverTiming } from './server-timing.js';

const app = new Hono()
  .use('*', serverTiming())
  .get('/slow', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return c.json({ ok: true });
  })
  .get('/fails', () => {
    throw new HTTPException(401, { res: Response.json({ message: 'no' }, { status: 401 }) });
  });
app.onError((error, c) => (error instanceof HTTPException ? error.getResponse() : c.text('x', 500)));

describe('serverTiming', () => {
  it('reports how long the app took, including the wait inside a handler', async () => {
    const res = await app.request('/slow');
    expect(appDuration(res.headers.get('server-timing'))).toBeGreaterThanOrEqual(25);
  });

  it('times errors and unknown paths too', async () => {
    for (const path of ['/fails', '/nowhere']) {
      const duration = appDuration((await app.request(path)).headers.get('server-timing'));
      expect([path, typeof duration]).toEqual([path, 'number']);
    }
  });

  it('reads the app metric among others', () => {
    expect(appDuration('db;dur=2, app;dur=12.5')).toBe(12.5);
    expect(appDuration('db;dur=2')).toBeNull();
    expect(appDuration(null)).toBeNull();
  });
});
