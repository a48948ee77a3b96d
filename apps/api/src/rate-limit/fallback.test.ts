import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock.js';
import { withFallback } from './fallback.js';
import { memoryRateLimiter } from './memory.js';
import type { RateLimiter } from './rate-limiter.js';
import { redisRateLimiter } from './redis.js';

const rule = { name: 'r', capacity: 2, perSeconds: 10 };

function recorder() {
  const said: string[] = [];
  return { said, events: { down: () => said.push('down'), up: () => said.push('up') } };
}

describe('withFallback', () => {
  it('limits in process while the shared store fails, says so once, and returns to it', async () => {
    const clock = manualClock();
    let failing = true;
    const shared: RateLimiter = {
      hit: async () => {
        if (failing) throw new Error('connection refused');
        return { allowed: true, retryAfterSeconds: 0 };
      },
    };
    const { said, events } = recorder();
    const limiter = withFallback(shared, memoryRateLimiter(clock), clock, events, { retryMs: 1_000 });
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    // Still limited during the outage: the in-process bucket holds.
    expect(await limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(said).toEqual(['down']);
    failing = false;
    // The shared store is not asked again before retryMs…
    expect((await limiter.hit('k', rule)).allowed).toBe(false);
    clock.advance(1_000);
    // …then it answers again, and the return is logged.
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect(said).toEqual(['down', 'up']);
  });

  it('answers when Redis is not there at all (a port nobody listens on)', async () => {
    const clock = manualClock();
    const gone = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, lazyConnect: true });
    gone.on('error', () => {});
    const { said, events } = recorder();
    const limiter = withFallback(redisRateLimiter(gone, clock), memoryRateLimiter(clock), clock, events);
    try {
      expect(await limiter.hit('k', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      expect(said).toEqual(['down']);
    } finally {
      gone.disconnect();
    }
  });
});
