import type { Clock } from '../lib/clock.js';
import type { RateDecision, RateLimiter, RateRule } from './rate-limiter.js';

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/**
 * In-process token buckets. Memory stays bounded: past `maxKeys` buckets, the ones that have
 * refilled completely (they hold no information) are dropped, then the oldest.
 */
export function memoryRateLimiter(clock: Clock, { maxKeys = 50_000 } = {}): RateLimiter {
  const buckets = new Map<string, Bucket>();

  function refill(bucket: Bucket, rule: RateRule, nowMs: number): void {
    const perMs = rule.capacity / (rule.perSeconds * 1000);
    bucket.tokens = Math.min(rule.capacity, bucket.tokens + (nowMs - bucket.updatedMs) * perMs);
    bucket.updatedMs = nowMs;
  }

  function prune(nowMs: number, rule: RateRule): void {
    for (const [key, bucket] of buckets) {
      if (nowMs - bucket.updatedMs >= rule.perSeconds * 1000) buckets.delete(key);
    }
    // Still full of live buckets: drop the oldest (Map keeps insertion order).
    for (const key of buckets.keys()) {
      if (buckets.size < maxKeys) break;
      buckets.delete(key);
    }
  }

  return {
    async hit(key: string, rule: RateRule): Promise<RateDecision> {
      const nowMs = clock.now().getTime();
      const fullKey = `${rule.name}:${key}`;
      let bucket = buckets.get(fullKey);
      if (!bucket) {
        if (buckets.size >= maxKeys) prune(nowMs, rule);
        bucket = { tokens: rule.capacity, updatedMs: nowMs };
        buckets.set(fullKey, bucket);
      } else {
        refill(bucket, rule, nowMs);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, retryAfterSeconds: 0 };
      }
      const perSecond = rule.capacity / rule.perSeconds;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)) };
    },
  };
}
