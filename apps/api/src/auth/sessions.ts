/**
 * Sessions and refresh-token rotation. A session is a refresh-token family: each refresh spends
 * the presented token and issues the next one in the same session. Presenting a spent token means
 * it leaked (or a client raced itself), so the whole session is revoked (OAuth 2.0 Security BCP
 * §4.14). Only sha256 hashes of refresh tokens are stored.
 */
import type { TokenPair } from '@switchboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { refreshTokens, sessions } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { randomToken, sha256 } from '../lib/random.js';
import { signAccessToken, type TokenSubject } from './access-tokens.js';
import { isAdministrator, loadSubject, type Subject } from './subjects.js';

/** `sessions` once more, joined as an impersonation session's parent (the administrator's). */
export const parentSessions = alias(sessions, 'parent_sessions');

type SessionDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

export interface StartSessionOptions {
  remember?: boolean;
  /** The administrator acting as the subject (impersonation). */
  actorId?: number | null;
  /** The administrator's session the impersonation starts from: revoking it ends this one. */
  parentSessionId?: string | null;
  /** When the session ends by itself (an impersonation's time limit). */
  expiresAt?: Date | null;
}

export async function startSession(
  deps: SessionDeps,
  subject: Subject,
  options: StartSessionOptions = {},
): Promise<TokenPair> {
  const remember = options.remember === true;
  const actorId = options.actorId ?? null;
  const [session] = await deps.db
    .insert(sessions)
    .values({
      accountId: subject.accountId,
      subjectKind: subject.kind,
      subjectId: subject.subjectId,
      actorId,
      parentSessionId: options.parentSessionId ?? null,
      expiresAt: options.expiresAt ?? null,
      remember,
      createdAt: deps.clock.now(),
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session not created');
  // While impersonating, the session acts as the user: no administrator powers.
  const isAdmin = actorId === null && subject.isAdmin;
  return issuePair(deps, { ...subject, isAdmin, sessionId: session.id, actorId }, remember);
}

async function issuePair(deps: SessionDeps, subject: TokenSubject, remember: boolean): Promise<TokenPair> {
  const now = deps.clock.now();
  const refreshToken = randomToken();
  const ttl = remember ? deps.config.rememberTtlSeconds : deps.config.refreshTtlSeconds;
  await deps.db.insert(refreshTokens).values({
    tokenHash: sha256(refreshToken),
    sessionId: subject.sessionId,
    expiresAt: new Date(now.getTime() + ttl * 1000),
    createdAt: now,
  });
  const accessToken = await signAccessToken(
    subject,
    deps.config.jwtSecret,
    now,
    deps.config.accessTokenTtlSeconds,
  );
  return { access_token: accessToken, refresh_token: refreshToken };
}

/** Spends a refresh token for a new pair; null (→ 401) when it is unknown, expired, spent or revoked. */
export async function rotateRefreshToken(deps: SessionDeps, refreshToken: string): Promise<TokenPair | null> {
  const now = deps.clock.now();
  const tokenHash = sha256(refreshToken);
  const [row] = await deps.db
    .select({ token: refreshTokens, session: sessions, parentRevokedAt: parentSessions.revokedAt })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .leftJoin(parentSessions, eq(parentSessions.id, sessions.parentSessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row || row.session.revokedAt || row.parentRevokedAt) return null;
  if (hasExpired(row.session, now)) return null;
  const { token, session } = row;
  if (token.usedAt) {
    await revokeSession(deps, session.id, 'refresh token reused');
    return null;
  }
  if (token.expiresAt.getTime() <= now.getTime()) return null;

  // Spend it atomically: of two concurrent refreshes with one token, exactly one wins.
  const spent = await deps.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  if (spent.length === 0) {
    await revokeSession(deps, session.id, 'refresh token reused');
    return null;
  }

  const subject = await loadSubject(deps.db, session.subjectKind, session.subjectId);
  const actorOk = session.actorId === null || (await isAdministrator(deps.db, session.actorId));
  if (!subject || subject.accountId !== session.accountId || !actorOk) {
    await revokeSession(deps, session.id, 'subject no longer valid');
    return null;
  }
  return issuePair(
    deps,
    {
      ...subject,
      isAdmin: session.actorId === null && subject.isAdmin,
      sessionId: session.id,
      actorId: session.actorId,
    },
    session.remember,
  );
}

/** An impersonation past its time limit (its end is recorded by the request that notices it). */
export const hasExpired = (session: { expiresAt: Date | null }, now: Date): boolean =>
  session.expiresAt !== null && session.expiresAt.getTime() <= now.getTime();

export async function revokeSession(deps: SessionDeps, sessionId: string, reason: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a subject, e.g. after a password reset. */
export async function revokeSubjectSessions(
  deps: SessionDeps,
  subject: Pick<Subject, 'kind' | 'subjectId'>,
  reason: string,
): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(
      and(
        eq(sessions.subjectKind, subject.kind),
        eq(sessions.subjectId, subject.subjectId),
        isNull(sessions.revokedAt),
      ),
    );
}
