/**
 * Token buckets in Redis, shared by every API instance (REDIS_URL). One Lua script per hit reads
 * the bucket, refills it for the time passed, takes a token and writes it back with an expiry, so
 * concurrent hits from several instances never race. The same arithmetic as ./memory.ts.
 *
 * Time comes from the injected clock (instances keep NTP time; tests move a manual clock). Keys
 * are `<prefix><rule>:<key>` and expire once the bucket would be full again.
 */
import type { Redis } from 'ioredis';
import type { Clock } from '../lib/clock.js';
import type { RateDecision, RateLimiter, RateRule } from './rate-limiter.js';

/** KEYS[1] bucket; ARGV capacity, tokens per ms, now (ms), ttl (ms) → { allowed 1/0, tokens left }. */
const HIT_SCRIPT = `
local capacity = tonumber(ARGV[1])
local per_ms = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = capacity
else
  tokens = math.min(capacity, tokens + math.max(0, now - at) * per_ms)
end
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return { allowed, tostring(tokens) }
`;

type HitCommand = (
  key: string,
  capacity: number,
  perMs: number,
  nowMs: number,
  ttlMs: number,
) => Promise<[number, string]>;

export function redisRateLimiter(redis: Redis, clock: Clock, prefix = 'switchboard:rate:'): RateLimiter {
  if (!('rateLimitHit' in redis)) redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hit = (redis as unknown as { rateLimitHit: HitCommand }).rateLimitHit.bind(redis);

  return {
    async hit(key: string, rule: RateRule): Promise<RateDecision> {
      const perMs = rule.capacity / (rule.perSeconds * 1000);
      const [allowed, left] = await hit(
        `${prefix}${rule.name}:${key}`,
        rule.capacity,
        perMs,
        clock.now().getTime(),
        rule.perSeconds * 1000,
      );
      if (allowed === 1) return { allowed: true, retryAfterSeconds: 0 };
      const perSecond = rule.capacity / rule.perSeconds;
      const tokens = Number(left);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)) };
    },
  };
}

/** Removes every key under `prefix` (tests clean up their own run). */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
}
