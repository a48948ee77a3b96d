/**
 * API keys: `sbk_<key id>_<secret>`, 256 random bits of secret. Only the SHA-256 of the whole key
 * is stored; a request's key is found by its key id (an index hit) and its hash compared in
 * constant time. A key acts as the account owner, never as an administrator, and only on the
 * entries its scopes reach (api-key-scopes.ts in the contract); the key itself is never logged.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiKey, ApiKeyScope } from '@switchboard/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Session } from '../app-env.js';
import { apiKeys, rootUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { sha256 } from '../lib/random.js';

export const API_KEY_PREFIX = 'sbk_';
const KEY_SHAPE = /^sbk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
/** last_used_at is written at most once a minute per key, not on every request. */
const LAST_USED_EVERY_MS = 60_000;
/** Compared against when the key id is unknown, so both cases take the same time. */
const NO_HASH = sha256('no such key');

export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** A new key: what the owner is shown once, and what is stored. */
export function newApiKey(): { key: string; keyId: string; keyHash: string } {
  const keyId = randomBytes(9)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
    .slice(0, 12);
  const key = `${API_KEY_PREFIX}${keyId}_${randomBytes(32).toString('base64url')}`;
  return { key, keyId, keyHash: sha256(key) };
}

export function toApiKey(row: typeof apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: `${API_KEY_PREFIX}${row.keyId}`,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export interface KeyCaller {
  session: Session;
  scopes: ApiKeyScope[];
}

/** The caller a key stands for, or null when it is malformed, unknown, wrong or revoked. */
export async function callerOfKey(deps: Pick<Deps, 'db' | 'clock'>, key: string): Promise<KeyCaller | null> {
  const match = KEY_SHAPE.exec(key);
  const [row] = match
    ? await deps.db
        .select({
          id: apiKeys.id,
          accountId: apiKeys.accountId,
          keyHash: apiKeys.keyHash,
          scopes: apiKeys.scopes,
          revokedAt: apiKeys.revokedAt,
          ownerId: rootUsers.id,
          ownerVerifiedAt: rootUsers.emailVerifiedAt,
        })
        .from(apiKeys)
        .innerJoin(rootUsers, eq(rootUsers.accountId, apiKeys.accountId))
        .where(eq(apiKeys.keyId, match[1] ?? ''))
    : [];
  const same = timingSafeEqual(Buffer.from(sha256(key), 'hex'), Buffer.from(row?.keyHash ?? NO_HASH, 'hex'));
  if (!row || !same || row.revokedAt) return null;
  const now = deps.clock.now();
  await deps.db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, row.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS))),
      ),
    );
  return {
    scopes: row.scopes,
    session: {
      kind: 'root',
      subjectId: row.ownerId,
      accountId: row.accountId,
      actorId: null,
      // No session row: logout and the profile's session list are out of a key's reach.
      sessionId: `api-key:${row.id}`,
      isAdmin: false,
      verified: row.ownerVerifiedAt !== null,
      ownerId: row.ownerId,
      apiKeyId: row.id,
    },
  };
}
