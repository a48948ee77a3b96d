/**
 * The switch token's check, shared by every entry the switch calls: the token is read before the
 * body, so a caller without one learns nothing about the body's rules. Only a switch token (the
 * `sw_` prefix, stored as its SHA-256) passes: a login's access token or an API key, whatever its
 * scopes, answers 401. The switch asks several times per call, so which account a token is kept
 * with the account's routing configuration (routing/account-cache.ts): replacing the token is a
 * write of the account, which forgets it here and on the other instances.
 */

import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { switchTokens } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { bearerToken } from '../lib/bearer.js';
import { unauthorized } from '../lib/http-error.js';
import { sha256 } from '../lib/random.js';
import { remembered } from '../routing/account-cache.js';

/** Switch tokens start with this, so a leaked one is recognisable (and log masking catches it). */
export const SWITCH_TOKEN_PREFIX = 'sw_';

/** The account a request's switch token belongs to (set by `switchAuth`). */
const switchAccounts = new WeakMap<Request, number>();

/** A switch asks per call: its last contact is written once a minute, not per request. */
const SEEN_EVERY_MS = 60_000;
const lastWritten = new Map<number, number>();

async function markSeen(deps: Deps, accountId: number) {
  const now = deps.clock.now();
  if (now.getTime() - (lastWritten.get(accountId) ?? 0) < SEEN_EVERY_MS) return;
  lastWritten.set(accountId, now.getTime());
  await deps.db.update(switchTokens).set({ lastSeenAt: now }).where(eq(switchTokens.accountId, accountId));
}

/** The account each token hash was last found for; trusted only while that account's cache agrees. */
const lastFound = new Map<string, number>();
const MAX_KNOWN = 10_000;

async function accountOfToken(deps: Deps, hash: string): Promise<number | null> {
  const known = lastFound.get(hash);
  if (known !== undefined) {
    const current = await remembered(deps.db, known, 'switch-token', async () => {
      const [row] = await deps.db
        .select({ tokenHash: switchTokens.tokenHash })
        .from(switchTokens)
        .where(eq(switchTokens.accountId, known));
      return row?.tokenHash ?? null;
    });
    if (current === hash) return known;
    lastFound.delete(hash);
  }
  const [row] = await deps.db
    .select({ accountId: switchTokens.accountId })
    .from(switchTokens)
    .where(eq(switchTokens.tokenHash, hash));
  if (!row) return null;
  if (lastFound.size >= MAX_KNOWN) lastFound.clear();
  lastFound.set(hash, row.accountId);
  return row.accountId;
}

export const switchAuth =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = bearerToken(c);
    if (!token?.startsWith(SWITCH_TOKEN_PREFIX)) throw unauthorized();
    const hash = sha256(token);
    const accountId = await accountOfToken(deps, hash);
    if (accountId === null) throw unauthorized();
    switchAccounts.set(c.req.raw, accountId);
    await markSeen(deps, accountId);
    await next();
  };

/** The switch's account (after `switchAuth`). */
export function switchAccount(c: Context<AppEnv>): number {
  const accountId = switchAccounts.get(c.req.raw);
  if (accountId === undefined) throw unauthorized();
  return accountId;
}
