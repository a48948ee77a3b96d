/**
 * Bearer authentication for the `user`, `verified` and `admin` levels of the endpoint table.
 *
 * The JWT proves who the caller was when it was issued; one indexed query then checks the session
 * is not revoked (logout and refresh-token reuse take effect at once), nor the administrator's
 * session an impersonation was started from, that an impersonation has not run past its time
 * limit (its end is then recorded), that the user is still active, and reads the account owner's verification and admin status as they are now. Who the caller is
 * (account, subject, impersonating administrator) comes from the session row: a token whose
 * claims name anyone else is refused, whatever key signed it.
 * 401 without a valid token; 403 when the level is not met.
 *
 * An API key (`sbk_…`) in place of the token stands for the account owner, within its scopes: it
 * reaches only the entries whose scope (derived from the table by the contract) it holds, else 403.
 * Unknown, wrong and revoked keys answer 401 and count against the caller's address (429 past the
 * limit).
 */
import { type ApiKeyScope, apiMessages } from '@switchboard/contract';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { readAccessToken } from '../auth/access-tokens.js';
import { endImpersonation } from '../auth/impersonation.js';
import { hasExpired, parentSessions } from '../auth/sessions.js';
import { pbxUsers, rootUsers, sessions } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { callerOfKey, isApiKey } from '../integrations/api-keys.js';
import { bearerToken } from '../lib/bearer.js';
import { clientIp } from '../lib/client-ip.js';
import { forbidden, httpError, unauthorized } from '../lib/http-error.js';

export type AuthLevel = 'user' | 'verified' | 'admin';

export function authenticate(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'rateLimiter'>,
  level: AuthLevel = 'user',
  /** The scope an API key needs here; null: no key is accepted. */
  apiKeyScope: ApiKeyScope | null = null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (token && isApiKey(token)) {
      const caller = await callerOfKey(deps, token);
      if (!caller) {
        const ip = clientIp(c, deps.config.trustProxy);
        const decision = await deps.rateLimiter.hit(ip, deps.config.limits.apiKeyFailures);
        if (!decision.allowed) {
          throw httpError(429, apiMessages.tooManyAttempts, {
            'Retry-After': String(decision.retryAfterSeconds),
          });
        }
        throw unauthorized();
      }
      if (apiKeyScope === null || !caller.scopes.includes(apiKeyScope)) throw forbidden();
      if (level === 'verified' && !caller.session.verified) throw forbidden(apiMessages.verifyAccount);
      c.set('session', caller.session);
      return next();
    }
    const subject = token ? await readAccessToken(token, deps.config.jwtSecret, deps.clock.now()) : null;
    if (!subject) throw unauthorized();

    const [row] = await deps.db
      .select({
        revokedAt: sessions.revokedAt,
        parentRevokedAt: parentSessions.revokedAt,
        accountId: sessions.accountId,
        kind: sessions.subjectKind,
        subjectId: sessions.subjectId,
        actorId: sessions.actorId,
        expiresAt: sessions.expiresAt,
        ownerId: rootUsers.id,
        ownerVerifiedAt: rootUsers.emailVerifiedAt,
        ownerIsAdmin: rootUsers.isAdmin,
        userActive: pbxUsers.isActive,
      })
      .from(sessions)
      .leftJoin(parentSessions, eq(parentSessions.id, sessions.parentSessionId))
      .innerJoin(rootUsers, eq(rootUsers.accountId, sessions.accountId))
      .leftJoin(
        pbxUsers,
        and(
          eq(sessions.subjectKind, 'user'),
          eq(pbxUsers.id, sessions.subjectId),
          eq(pbxUsers.accountId, sessions.accountId),
        ),
      )
      .where(eq(sessions.id, subject.sessionId));

    const alive =
      row &&
      !row.revokedAt &&
      !row.parentRevokedAt &&
      (row.kind === 'root' ? row.ownerId === row.subjectId : row.userActive === true);
    const claimsMatch =
      row &&
      row.accountId === subject.accountId &&
      row.kind === subject.kind &&
      row.subjectId === subject.subjectId &&
      row.actorId === subject.actorId;
    if (!alive || !claimsMatch) throw unauthorized();
    if (hasExpired(row, deps.clock.now())) {
      await endImpersonation(deps, subject.sessionId, 'expired', {
        ip: clientIp(c, deps.config.trustProxy),
        path: c.req.path,
      });
      throw unauthorized();
    }

    const isAdmin = row.kind === 'root' && row.actorId === null && row.ownerIsAdmin;
    const verified = row.ownerVerifiedAt !== null;
    if (level === 'verified' && !verified) throw forbidden(apiMessages.verifyAccount);
    if (level === 'admin' && !isAdmin) throw forbidden();

    c.set('session', {
      kind: row.kind,
      subjectId: row.subjectId,
      accountId: row.accountId,
      actorId: row.actorId,
      sessionId: subject.sessionId,
      isAdmin,
      verified,
      ownerId: row.ownerId,
    });
    await next();
  };
}
