/**
 * Rate limiting per client IP + identifier (the email, username or token being tried), so one
 * attacker cannot lock out a user from elsewhere and one IP cannot hammer many accounts at full
 * speed. `byIp: false` keys on the identifier alone (an account attacked from many addresses);
 * an empty identifier keys on the IP alone. Answers 429 with Retry-After. The store is the injected
 * RateLimiter: in process, or Redis (REDIS_URL) so that every instance counts together.
 */
import { apiMessages } from '@switchboard/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { AppEnv } from '../app-env.js';
import type { Deps } from '../deps.js';
import { clientIp } from '../lib/client-ip.js';
import { httpError } from '../lib/http-error.js';
import type { RateDecision, RateRule } from '../rate-limit/rate-limiter.js';

export type Identify = (c: Context<AppEnv>) => string | Promise<string>;

/** The identifier a JSON body carries in `field` (lower-cased); '' when absent or unparsable. */
export const bodyField =
  (field: string): Identify =>
  async (c) => {
    // Hono caches the parsed body, so the validator after this reads it again for free.
    const body: unknown = await c.req.json().catch(() => null);
    const value =
      body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
  };

export interface RateLimitOptions {
  /** Count per client IP (+ identifier); false: per identifier from any IP. Default true. */
  byIp?: boolean;
}

/**
 * Takes one from the caller's count under `rule` and says whether it may go on: for a handler that
 * answers the refusal itself (a page, not JSON). The same count as `rateLimit`'s for the same rule.
 */
export async function hitRateLimit(
  deps: Pick<Deps, 'rateLimiter' | 'config'>,
  c: Context<AppEnv>,
  rule: RateRule,
  identifier = '',
  { byIp = true }: RateLimitOptions = {},
): Promise<RateDecision> {
  const ip = byIp ? clientIp(c, deps.config.trustProxy) : '*';
  return deps.rateLimiter.hit(`${ip}|${identifier}`, rule);
}

export function rateLimit(
  deps: Pick<Deps, 'rateLimiter' | 'config'>,
  rule: RateRule,
  identify: Identify = () => '',
  { byIp = true }: RateLimitOptions = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = await hitRateLimit(deps, c, rule, await identify(c), { byIp });
    if (!decision.allowed) {
      throw httpError(429, apiMessages.tooManyAttempts, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    await next();
  };
}

/**
 * The three login limits together: per IP + account (a user typing wrong passwords), per IP
 * whatever the account (one address spraying many accounts) and per account from any IP (guessing
 * spread over many addresses). The first one that is exhausted answers 429.
 */
export function loginLimits(
  deps: Pick<Deps, 'rateLimiter' | 'config'>,
  identify: Identify,
): MiddlewareHandler<AppEnv> {
  const { limits } = deps.config;
  return every(
    rateLimit(deps, limits.login, identify),
    rateLimit(deps, limits.loginPerIp),
    rateLimit(deps, limits.loginPerAccount, identify, { byIp: false }),
  );
}
