/**
 * A corrected call record: the switch sends a stored call id again with a higher `revision`. In
 * one transaction the stored row takes the new one's fields (rated again, moved to its month's
 * partition when its start moved), and the ledger posts a credit reversing what the call was
 * charged so far and a debit of the new cost, each under a reference naming the revision: a
 * retried correction changes nothing twice, and the ledger stays append-only. A revision not above
 * the stored one is a duplicate.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { callRecordIds, callRecords, ledgerEntries } from '../db/schema.js';
import { debitWithin, InsufficientBalance, lockAccount, post, type Tx } from '../money/ledger.js';
import { ensurePartitions } from './partitions.js';

export type CallRow = typeof callRecords.$inferInsert & { callId: string; clientCost: number };

export interface Correction {
  corrected: boolean;
  /** Minor units debited for the new revision. */
  charged: number;
  /** The new cost was more than the balance and limit allow: stored, not charged. */
  unbilled: boolean;
}

/** A revision's postings: `call-revision:<n>:<call id>` and `call-reversal:<n>:<call id>`. */
const REVISION_PREFIX = '^call-(revision|reversal):[0-9]+:';
const revisionReference = (kind: 'revision' | 'reversal', revision: number, callId: string) =>
  `call-${kind}:${revision}:${callId}`;

/** What the call is charged so far: its first debit (`call:<id>`, ledger.ts) and every revision's. */
async function chargedSoFar(tx: Tx, accountId: number, callId: string): Promise<number> {
  const { reference, amountMinor } = ledgerEntries;
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${amountMinor}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        or(
          eq(reference, `call:${callId}`),
          sql`(${reference} ~ ${REVISION_PREFIX} and regexp_replace(${reference}, ${REVISION_PREFIX}, '') = ${callId})`,
        ),
      ),
    );
  return -Number(row?.sum ?? 0);
}

export async function correctCall(
  db: Database,
  row: CallRow,
  revision: number,
  { bill, at }: { bill: boolean; at: Date },
): Promise<Correction> {
  const { accountId, callId } = row;
  return db.transaction(async (tx) => {
    // The money row first, as every debit takes it: corrections and debits of the account queue.
    if (bill) await lockAccount(tx, accountId);
    const [newer] = await tx
      .update(callRecordIds)
      .set({ revision })
      .where(
        and(
          eq(callRecordIds.accountId, accountId),
          eq(callRecordIds.callId, callId),
          lt(callRecordIds.revision, revision),
        ),
      )
      .returning({ callId: callRecordIds.callId });
    if (!newer) return { corrected: false, charged: 0, unbilled: false };
    await ensurePartitions(tx, [row.callstart as Date]);
    const { accountId: _account, callId: _call, createdAt: _created, ...fields } = row;
    await tx
      .update(callRecords)
      .set(fields)
      .where(and(eq(callRecords.accountId, accountId), eq(callRecords.callId, callId)));
    if (!bill) return { corrected: true, charged: 0, unbilled: false };

    const charged = await chargedSoFar(tx, accountId, callId);
    if (charged > 0) {
      await post(tx, {
        accountId,
        amountMinor: charged,
        kind: 'call',
        reference: revisionReference('reversal', revision, callId),
        description: `Call ${callId}: charge reversed by revision ${revision}`,
        at,
      });
    }
    if (row.clientCost <= 0) return { corrected: true, charged: 0, unbilled: false };
    try {
      await debitWithin(tx, {
        accountId,
        amountMinor: row.clientCost,
        kind: 'call',
        reference: revisionReference('revision', revision, callId),
        description: `Call ${callId}, revision ${revision}`,
        at,
      });
      return { corrected: true, charged: row.clientCost, unbilled: false };
    } catch (error) {
      if (!(error instanceof InsufficientBalance)) throw error;
      return { corrected: true, charged: 0, unbilled: true };
    }
  });
}
