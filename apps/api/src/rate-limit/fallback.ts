/**
 * A shared limiter (Redis) that gives way to the in-process one while it fails: limits keep holding
 * per instance, no request answers 500 for a store outage, and each switch is logged once. After a
 * failure the shared store is tried again only every `retryMs`, so requests during an outage do
 * not each wait for its reconnection attempts.
 */
import type { Clock } from '../lib/clock.js';
import type { RateLimiter } from './rate-limiter.js';

export interface FallbackEvents {
  down(error: unknown): void;
  up(): void;
}

export function withFallback(
  shared: RateLimiter,
  local: RateLimiter,
  clock: Clock,
  events: FallbackEvents,
  { retryMs = 5_000 } = {},
): RateLimiter {
  let downSince: number | null = null;
  return {
    async hit(key, rule) {
      const now = clock.now().getTime();
      if (downSince !== null && now - downSince < retryMs) return local.hit(key, rule);
      try {
        const decision = await shared.hit(key, rule);
        if (downSince !== null) {
          downSince = null;
          events.up();
        }
        return decision;
      } catch (error) {
        if (downSince === null) events.down(error);
        downSince = now;
        return local.hit(key, rule);
      }
    },
  };
}
