import { describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock.js';
import { memoryRateLimiter } from './memory.js';

const rule = { name: 'r', capacity: 2, perSeconds: 10 };

describe('memoryRateLimiter', () => {
  it('is a token bucket: capacity at once, then one token per perSeconds/capacity', async () => {
    const clock = manualClock();
    const limiter = memoryRateLimiter(clock);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect(await limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    clock.advance(5_000);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect((await limiter.hit('k', rule)).allowed).toBe(false);
  });

  it('keeps rules apart and stays bounded in memory', async () => {
    const clock = manualClock();
    const limiter = memoryRateLimiter(clock, { maxKeys: 3 });
    await limiter.hit('k', rule);
    await limiter.hit('k', rule);
    expect((await limiter.hit('k', { ...rule, name: 'other' })).allowed).toBe(true);
    // Filling past maxKeys drops the oldest bucket: 'k' under rule r starts over.
    for (const key of ['a', 'b', 'c']) await limiter.hit(key, rule);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
  });
});
