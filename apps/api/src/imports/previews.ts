/**
 * Import previews kept in the database, keyed by account and a random id, with an expiry: the
 * 'Import' that applies one may reach another API instance than the upload did. Expired previews
 * are dropped whenever the account saves a new one.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { importPreviews } from '../db/schema.js';
import type { Deps } from '../deps.js';

/** How long a preview waits for 'Import'. */
export const PREVIEW_TTL_MS = 30 * 60 * 1000;

/** Stores a preview's payload; answers its id and expiry. */
export async function savePreview(
  deps: Deps,
  accountId: number,
  kind: string,
  payload: unknown,
): Promise<{ id: string; expiresAt: Date }> {
  const now = deps.clock.now();
  await deps.db
    .delete(importPreviews)
    .where(and(eq(importPreviews.accountId, accountId), lte(importPreviews.expiresAt, now)));
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  await deps.db.insert(importPreviews).values({ id, accountId, kind, payload, expiresAt, createdAt: now });
  return { id, expiresAt };
}

/**
 * Removes and answers the account's unexpired preview of that kind, inside the caller's
 * transaction (a failed apply rolls the removal back, so the preview stays to retry); null when
 * there is none: another account's id, expired or already applied.
 */
export async function takePreview<T>(
  tx: Pick<Database, 'delete'>,
  now: Date,
  accountId: number,
  kind: string,
  id: string,
): Promise<T | null> {
  const [row] = await tx
    .delete(importPreviews)
    .where(
      and(
        eq(importPreviews.id, id),
        eq(importPreviews.accountId, accountId),
        eq(importPreviews.kind, kind),
        gt(importPreviews.expiresAt, now),
      ),
    )
    .returning({ payload: importPreviews.payload });
  return row ? (row.payload as T) : null;
}
