/**
 * Stores a batch of call legs from the switch, each rated once: client_cost on the account's sell
 * tariff (longest prefix of the called number in effect at the call's start), carrier cost on the
 * deck of the carrier that carried it when the switch names one of the account's carriers. Only
 * answered legs are billed; other results keep their duration (ringing) at no cost. The insert
 * skips call ids already stored (call_record_ids, ON CONFLICT DO NOTHING: the partitioned table
 * cannot hold that unique index itself), so a retried batch stores and bills nothing twice. Each newly stored leg with a cost is debited from the account's balance
 * ledger (money/ledger.ts) under its call id, itself idempotent; a debit the account's limit refuses
 * leaves the record stored and counted as unbilled. The new legs' `call_record.created` webhook
 * deliveries are queued in the insert's transaction. A stored call id sent with a higher `revision`
 * is a correction (correct.ts).
 */
import type { CallIngestResult, CallRecordInput } from '@switchboard/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { callRecordIds, callRecords, carriers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { queueEvents } from '../integrations/webhook-events.js';
import { debitCall, InsufficientBalance } from '../money/ledger.js';
import { deckOf } from '../rating/decks.js';
import { rateCall } from '../rating/rate-call.js';
import { toCallRecord } from '../telephony/serialize.js';
import { correctCall } from './correct.js';
import { ensurePartitions } from './partitions.js';

export interface IngestOptions {
  /** Debit the balance ledger (default). The demo seed's past month is not charged. */
  bill?: boolean;
}

export async function ingestCalls(
  deps: Pick<Deps, 'db' | 'clock'>,
  accountId: number,
  records: readonly CallRecordInput[],
  { bill = true }: IngestOptions = {},
): Promise<CallIngestResult> {
  const sell = await deckOf(deps.db, accountId, null);
  // Carrier ids the switch sent that are not this account's are dropped, not trusted.
  const named = [
    ...new Set(records.map((r) => r.carrier_id).filter((id): id is number => typeof id === 'number')),
  ];
  const own = named.length
    ? (
        await deps.db
          .select({ id: carriers.id })
          .from(carriers)
          .where(and(eq(carriers.accountId, accountId), inArray(carriers.id, named)))
      ).map((row) => row.id)
    : [];
  const decks = new Map(
    await Promise.all(own.map(async (id) => [id, await deckOf(deps.db, accountId, id)] as const)),
  );

  const now = deps.clock.now();
  // One row per call id even within a batch: its highest revision, else the first one, counts.
  const byId = new Map<string, CallRecordInput>();
  for (const record of records) {
    const kept = byId.get(record.call_id);
    if (!kept || (record.revision ?? 0) > (kept.revision ?? 0)) byId.set(record.call_id, record);
  }
  const unique = [...byId.values()];
  const revisionOf = (callId: string) => byId.get(callId)?.revision ?? 0;
  const rows = unique.map((record) => {
    const start = new Date(record.callstart);
    const billable = record.dialstatus === 'answered' ? record.duration : 0;
    const client = rateCall(sell, record.called_number, start.getTime(), billable);
    const carrierId =
      typeof record.carrier_id === 'number' && decks.has(record.carrier_id) ? record.carrier_id : null;
    const deck = carrierId === null ? undefined : decks.get(carrierId);
    const carrier = deck ? rateCall(deck, record.called_number, start.getTime(), billable) : undefined;
    return {
      accountId,
      callId: record.call_id,
      calltype: record.calltype,
      callingNumber: record.calling_number,
      calledNumber: record.called_number,
      callstart: start,
      callstop: new Date(record.callstop),
      dialstatus: record.dialstatus,
      duration: record.duration,
      billedSeconds: client.billed,
      clientCost: client.cost,
      clientCostMicros: client.costMicros,
      carrierId,
      carrierCostMicros: carrier?.costMicros ?? 0,
      ratePrefix: client.rate?.prefix ?? null,
      parentCallId: record.parent_call_id ?? null,
      legType: record.parent_call_id ? (record.leg_type ?? null) : null,
      refusal: record.refusal ?? null,
      createdAt: now,
    };
  });
  // Each newly stored leg's webhook delivery is queued with it (a retried batch queues none).
  const { inserted, freshIds } = await deps.db.transaction(async (tx) => {
    // The call ids not stored yet: a concurrent batch with the same id waits here for the first.
    const fresh = await tx
      .insert(callRecordIds)
      .values(rows.map((row) => ({ accountId, callId: row.callId, revision: revisionOf(row.callId) })))
      .onConflictDoNothing()
      .returning({ callId: callRecordIds.callId });
    const freshIds = new Set(fresh.map((row) => row.callId));
    const newRows = rows.filter((row) => freshIds.has(row.callId));
    if (newRows.length === 0) return { inserted: [], freshIds };
    await ensurePartitions(
      tx,
      newRows.map((row) => row.callstart),
    );
    const stored = await tx.insert(callRecords).values(newRows).returning();
    const events = stored.map((row) => ({ type: 'call_record.created' as const, data: toCallRecord(row) }));
    await queueEvents(tx, accountId, events, now);
    return { inserted: stored, freshIds };
  });
  let charged = 0;
  let unbilled = 0;
  for (const row of inserted) {
    if (!bill || row.clientCost <= 0) continue;
    try {
      const { posted } = await debitCall(deps.db, accountId, row.callId, row.clientCost, row.callstart);
      if (posted) charged += row.clientCost;
    } catch (error) {
      if (!(error instanceof InsufficientBalance)) throw error;
      unbilled++;
    }
  }
  let corrected = 0;
  for (const row of rows) {
    if (freshIds.has(row.callId) || revisionOf(row.callId) === 0) continue;
    const outcome = await correctCall(deps.db, row, revisionOf(row.callId), { bill, at: now });
    if (!outcome.corrected) continue;
    corrected++;
    charged += outcome.charged;
    if (outcome.unbilled) unbilled++;
  }
  return {
    inserted: inserted.length,
    duplicates: records.length - inserted.length - corrected,
    corrected,
    charged,
    unbilled,
  };
}
