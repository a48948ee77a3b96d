/**
 * Single-use tokens mailed for email verification and password reset. The mail carries the random
 * token; the table keeps its sha256 only. Consuming is one UPDATE … WHERE used_at IS NULL, so a
 * token works once even under concurrent clicks.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailTokens } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { randomToken, sha256 } from '../lib/random.js';

export type EmailTokenPurpose = 'verify' | 'reset';
type TokenDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

export async function createEmailToken(
  deps: TokenDeps,
  rootUserId: number,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const now = deps.clock.now();
  const ttl = purpose === 'verify' ? deps.config.verifyTokenTtlSeconds : deps.config.resetTokenTtlSeconds;
  const token = randomToken();
  await deps.db.insert(emailTokens).values({
    tokenHash: sha256(token),
    rootUserId,
    purpose,
    expiresAt: new Date(now.getTime() + ttl * 1000),
    createdAt: now,
  });
  return token;
}

/** The root user the token was issued for, or null when it is unknown, spent, expired or for another purpose. */
export async function consumeEmailToken(
  deps: TokenDeps,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<number | null> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ rootUserId: emailTokens.rootUserId });
  return row?.rootUserId ?? null;
}
