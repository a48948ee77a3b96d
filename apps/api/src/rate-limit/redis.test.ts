/** Runs against a real Redis when TEST_REDIS_URL is set (.ci/run sets redis://127.0.0.1:6379). */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock.js';
import { deleteKeys, redisRateLimiter } from './redis.js';

const url = process.env.TEST_REDIS_URL;
const rule = { name: 'r', capacity: 2, perSeconds: 10 };

describe.skipIf(!url)('redisRateLimiter', () => {
  const prefix = `switchboard-test:${randomBytes(6).toString('hex')}:`;
  let one: Redis;
  let two: Redis;

  beforeAll(() => {
    one = new Redis(url as string);
    two = new Redis(url as string);
  });
  afterAll(async () => {
    await deleteKeys(one, prefix);
    await Promise.all([one.quit(), two.quit()]);
  });

  it('is the same token bucket as the in-process one', async () => {
    const clock = manualClock();
    const limiter = redisRateLimiter(one, clock, prefix);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect(await limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    clock.advance(5_000);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect((await limiter.hit('k', rule)).allowed).toBe(false);
    expect((await limiter.hit('k', { ...rule, name: 'other' })).allowed).toBe(true);
  });

  it('counts hits from every instance together, atomically', async () => {
    const clock = manualClock();
    const instances = [redisRateLimiter(one, clock, prefix), redisRateLimiter(two, clock, prefix)];
    const wide = { name: 'shared', capacity: 5, perSeconds: 60 };
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => instances[i % 2]?.hit('login', wide)),
    );
    expect(decisions.filter((d) => d?.allowed).length).toBe(5);
    expect(decisions.find((d) => !d?.allowed)?.retryAfterSeconds).toBe(12);
  });

  it('lets buckets expire once they would be full again', async () => {
    const limiter = redisRateLimiter(one, manualClock(), prefix);
    await limiter.hit('expiring', rule);
    const ttl = await one.pttl(`${prefix}r:expiring`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10_000);
  });
});
