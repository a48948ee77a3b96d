import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.js';
import type { Config } from '../config.js';
import { manualClock } from '../lib/clock.js';
import { memoryRateLimiter } from '../rate-limit/memory.js';
import { bodyField, type RateLimitOptions, rateLimit } from './rate-limit.js';

const rule = { name: 'test', capacity: 3, perSeconds: 60 };

function setup(options: RateLimitOptions = {}) {
  const clock = manualClock();
  const deps = { rateLimiter: memoryRateLimiter(clock), config: { trustProxy: true } as Config };
  const app = new Hono<AppEnv>().post(
    '/login',
    rateLimit(deps, rule, bodyField('email'), options),
    async (c) => c.json(await c.req.json()),
  );
  const post = (email: string, ip = '10.0.0.1') =>
    app.request('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ email }),
    });
  return { clock, post };
}

describe('rateLimit', () => {
  it('lets `capacity` requests through, then answers 429 with Retry-After', async () => {
    const { post } = setup();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('a@example.test')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const blocked = await post('a@example.test');
    expect(blocked.headers.get('retry-after')).toBe('20');
    expect(await blocked.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
  });

  it('keys on IP and identifier (case-insensitive) together', async () => {
    const { post } = setup();
    for (let i = 0; i < 3; i++) await post('A@example.test');
    expect((await post('a@example.test')).status).toBe(429);
    expect((await post('b@example.test')).status).toBe(200);
    expect((await post('a@example.test', '10.0.0.2')).status).toBe(200);
  });

  it('keys on the identifier alone, from any IP, with byIp: false', async () => {
    const { post } = setup({ byIp: false });
    for (let i = 0; i < 3; i++) await post('a@example.test', `10.0.0.${i}`);
    const blocked = await post('a@example.test', '10.0.0.99');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('b@example.test', '10.0.0.99')).status).toBe(200);
  });

  it('refills over time', async () => {
    const { clock, post } = setup();
    for (let i = 0; i < 3; i++) await post('a@example.test');
    clock.advance(19_000);
    expect((await post('a@example.test')).status).toBe(429);
    clock.advance(1_000);
    expect((await post('a@example.test')).status).toBe(200);
  });

  it('leaves the body readable for the handler', async () => {
    const { post } = setup();
    expect(await (await post('c@example.test')).json()).toEqual({ email: 'c@example.test' });
  });
});
