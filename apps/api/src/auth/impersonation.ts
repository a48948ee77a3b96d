/**
 * Acting as a user (impersonation): an administrator starts it for a reason, it ends when they
 * return (logout of that session) or by itself IMPERSONATION_MINUTES later. Each start and end is
 * written twice: in the audit log (both identities, the reason, when) and in the acted account's
 * activity, where its owner reads who acted in their account, why, and until when.
 */
import type { TokenPair } from '@switchboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Session } from '../app-env.js';
import { audit } from '../audit.js';
import { activity, pbxUsers, rootUsers, sessions } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { startSession } from './sessions.js';

type ImpersonationDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

interface Where {
  ip: string | null;
  path: string;
}

async function administrator(deps: Pick<Deps, 'db'>, adminId: number) {
  const [admin] = await deps.db
    .select({
      id: rootUsers.id,
      name: rootUsers.name,
      email: rootUsers.email,
      accountId: rootUsers.accountId,
    })
    .from(rootUsers)
    .where(eq(rootUsers.id, adminId));
  return admin ?? null;
}

/** A pair acting as the user for the administrator's session; null when no active user has the id. */
export async function startImpersonation(
  deps: ImpersonationDeps,
  admin: Session,
  userId: number,
  reason: string,
  where: Where,
): Promise<TokenPair | null> {
  const [user] = await deps.db
    .select({ id: pbxUsers.id, accountId: pbxUsers.accountId, username: pbxUsers.username })
    .from(pbxUsers)
    .where(and(eq(pbxUsers.id, userId), eq(pbxUsers.isActive, true)));
  const actor = await administrator(deps, admin.subjectId);
  if (!user || !actor) return null;
  const startedAt = deps.clock.now();
  const expiresAt = new Date(startedAt.getTime() + deps.config.impersonationTtlSeconds * 1000);
  const trimmed = reason.trim();
  await audit(deps, {
    actorId: actor.id,
    actorAccountId: actor.accountId,
    action: 'impersonation.start',
    targetKind: 'user',
    targetId: user.id,
    targetAccountId: user.accountId,
    reason: trimmed,
    ip: where.ip,
  });
  await deps.db.insert(activity).values({
    accountId: user.accountId,
    subjectKind: 'user',
    subjectId: user.id,
    subjectName: user.username,
    actorId: actor.id,
    action: 'impersonation.start',
    method: 'POST',
    path: where.path,
    before: null,
    after: {
      administrator: { id: actor.id, name: actor.name, email: actor.email },
      reason: trimmed,
      started_at: startedAt.toISOString(),
      ends_at: expiresAt.toISOString(),
    },
    ip: where.ip,
    createdAt: startedAt,
  });
  return startSession(
    deps,
    { kind: 'user', subjectId: user.id, accountId: user.accountId, isAdmin: false },
    { actorId: actor.id, parentSessionId: admin.sessionId, expiresAt },
  );
}

/**
 * Ends an impersonation session once, by the administrator returning or by its expiry (then
 * dated at the expiry, however much later it is noticed); a second call finds it ended and writes
 * nothing.
 */
export async function endImpersonation(
  deps: ImpersonationDeps,
  sessionId: string,
  how: 'returned' | 'expired',
  where: Where,
): Promise<void> {
  const now = deps.clock.now();
  const [ended] = await deps.db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: how === 'expired' ? 'impersonation expired' : 'logout' })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning();
  if (!ended || ended.actorId === null) return;
  const endedAt = how === 'expired' && ended.expiresAt ? ended.expiresAt : now;
  const actor = await administrator(deps, ended.actorId);
  const [user] = await deps.db
    .select({ username: pbxUsers.username })
    .from(pbxUsers)
    .where(eq(pbxUsers.id, ended.subjectId));
  await audit(deps, {
    actorId: ended.actorId,
    actorAccountId: actor?.accountId ?? ended.accountId,
    action: 'impersonation.end',
    targetKind: ended.subjectKind,
    targetId: ended.subjectId,
    targetAccountId: ended.accountId,
    reason: how,
    ip: where.ip,
    at: endedAt,
  });
  await deps.db.insert(activity).values({
    accountId: ended.accountId,
    subjectKind: ended.subjectKind,
    subjectId: ended.subjectId,
    subjectName: user?.username ?? '',
    actorId: ended.actorId,
    action: 'impersonation.end',
    method: 'POST',
    path: where.path,
    before: null,
    after: {
      administrator: actor ? { id: actor.id, name: actor.name, email: actor.email } : null,
      how,
      started_at: ended.createdAt.toISOString(),
      ended_at: endedAt.toISOString(),
    },
    ip: where.ip,
    createdAt: endedAt,
  });
}
