/**
 * The rate-limit interface. The default implementation is an in-process token bucket
 * (./memory.ts); several API instances behind a load balancer need a shared store (Redis), which
 * implements the same interface.
 */

/** `capacity` attempts at once, refilled evenly over `perSeconds` (a token bucket). */
export interface RateRule {
  /** Names the bucket family in keys and logs, e.g. 'login'. */
  name: string;
  capacity: number;
  perSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the next attempt would be allowed; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Takes one token from the bucket `key` under `rule`. */
  hit(key: string, rule: RateRule): Promise<RateDecision>;
}
