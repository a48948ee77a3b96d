/**
 * Stores one live call event and rewrites its call's state from all of the call's events, in one
 * transaction that holds the call's state row (so two events of a call are applied one after the
 * other). The state is the kind of the highest sequence, whatever order they arrived in; the
 * answered and ended times are kept from whichever events carry them. Refused (409): the same
 * sequence with another kind, anything after `ended` (a higher sequence or a second `ended`), and a
 * newer event of a call whose final record has arrived. A late event below those is stored.
 */
import type { CallEvent, CallEventBody, LiveCall } from '@switchboard/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { callEvents, callRecords, callStates } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { httpError } from '../lib/http-error.js';

type EventRow = typeof callEvents.$inferSelect;
type StateRow = typeof callStates.$inferSelect;

export const toCallEvent = (row: EventRow): CallEvent => ({
  call_id: row.callId,
  seq: row.seq,
  kind: row.kind,
  at: row.at.toISOString(),
  detail: row.detail,
});

export const toLiveCall = (row: StateRow): LiveCall => ({
  call_id: row.callId,
  state: row.state,
  calltype: row.calltype,
  calling_number: row.callingNumber,
  called_number: row.calledNumber,
  started_at: row.startedAt?.toISOString() ?? null,
  answered_at: row.answeredAt?.toISOString() ?? null,
  ended_at: row.endedAt?.toISOString() ?? null,
  closed_at: row.closedAt?.toISOString() ?? null,
});

export const eventMessages = {
  conflict: 'This sequence number of the call is already stored with another event.',
  ended: 'The call has ended: no event can follow its end.',
  closed: "The call's final record has arrived: it takes no newer events.",
};

/** What the events (in sequence order) make of a call; numbers come with the first that has them. */
function derive(events: readonly EventRow[], numbers: readonly (CallEventBody | undefined)[]) {
  const last = events[events.length - 1];
  if (!last) throw new Error('a call without events');
  const first = <T>(pick: (body: CallEventBody) => T | undefined) =>
    numbers.map((b) => (b ? pick(b) : undefined)).find((v) => v !== undefined) ?? null;
  const startedAt =
    events.find((e) => e.kind === 'started')?.at ?? new Date(Math.min(...events.map((e) => e.at.getTime())));
  return {
    state: last.kind,
    lastSeq: last.seq,
    startedAt,
    answeredAt: events.find((e) => e.kind === 'answered')?.at ?? null,
    endedAt: events.find((e) => e.kind === 'ended')?.at ?? null,
    calltype: first((b) => b.calltype),
    callingNumber: first((b) => b.calling_number),
    calledNumber: first((b) => b.called_number),
  };
}

export async function recordCallEvent(
  deps: Pick<Deps, 'db' | 'clock'>,
  accountId: number,
  body: CallEventBody,
): Promise<CallEvent> {
  const now = deps.clock.now();
  const ofCall = and(eq(callEvents.accountId, accountId), eq(callEvents.callId, body.call_id));
  return deps.db.transaction(async (tx) => {
    // A placeholder state row to lock on; a call whose record is already stored starts closed.
    const recordStored = tx
      .select({ createdAt: callRecords.createdAt })
      .from(callRecords)
      .where(and(eq(callRecords.accountId, accountId), eq(callRecords.callId, body.call_id)))
      .limit(1);
    await tx
      .insert(callStates)
      .values({
        accountId,
        callId: body.call_id,
        state: body.kind,
        lastSeq: 0,
        closedAt: sql`(${recordStored})`,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [state] = await tx
      .select()
      .from(callStates)
      .where(and(eq(callStates.accountId, accountId), eq(callStates.callId, body.call_id)))
      .for('update');
    if (!state) throw new Error('call state not stored');

    const events = await tx.select().from(callEvents).where(ofCall).orderBy(asc(callEvents.seq));
    const same = events.find((e) => e.seq === body.seq);
    if (same) {
      if (same.kind !== body.kind) throw httpError(409, eventMessages.conflict);
      return toCallEvent(same);
    }
    const end = events.find((e) => e.kind === 'ended');
    if (end && (body.seq > end.seq || body.kind === 'ended')) throw httpError(409, eventMessages.ended);
    if (state.closedAt && body.seq > state.lastSeq) throw httpError(409, eventMessages.closed);

    const [stored] = await tx
      .insert(callEvents)
      .values({
        accountId,
        callId: body.call_id,
        seq: body.seq,
        kind: body.kind,
        at: new Date(body.at),
        detail: body.detail ?? null,
        receivedAt: now,
      })
      .returning();
    if (!stored) throw new Error('call event not stored');
    // Numbers are not kept per event: the state keeps the first it was given, so merge this one in.
    const all = [...events, stored].sort((a, b) => a.seq - b.seq);
    const derived = derive(all, [
      {
        ...body,
        calltype: state.calltype ?? body.calltype,
        calling_number: state.callingNumber ?? body.calling_number,
        called_number: state.calledNumber ?? body.called_number,
      },
    ]);
    await tx
      .update(callStates)
      .set({ ...derived, updatedAt: now })
      .where(and(eq(callStates.accountId, accountId), eq(callStates.callId, body.call_id)));
    return toCallEvent(stored);
  });
}

/** The calls whose final records arrived leave the live calls (a retried batch changes nothing). */
export async function closeLiveCalls(deps: Pick<Deps, 'db' | 'clock'>, accountId: number, callIds: string[]) {
  if (callIds.length === 0) return;
  await deps.db
    .update(callStates)
    .set({ closedAt: deps.clock.now() })
    .where(
      and(
        eq(callStates.accountId, accountId),
        inArray(callStates.callId, callIds),
        isNull(callStates.closedAt),
      ),
    );
}
