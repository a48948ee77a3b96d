/**
 * A queue's wallboard from the account's call events (call_events, in sequence per call):
 * - a call is in the queue from its last `queued` event naming the queue (by name, as the switch
 *   reports it) until an `answered` (by the agent whose extension is its detail), a `queued` into
 *   another queue, its `ended` (abandoned), or its final record (closed: it left unseen);
 * - an agent is on a call from an `answered` naming their extension until the call's next
 *   `transferred` or `ended` (any call, not only the queue's: a busy agent is busy), then in
 *   wrap-up for the queue's wrap-up time; offline while none of their phones is registered.
 * Today is the account's day (its PBX time zone, else UTC), as on the PBX home. Only today's calls
 * and the calls still live are read, through call_events(account_id, kind, at).
 */
import {
  type AgentState,
  type CallEventKind,
  SERVICE_LEVEL_SECONDS,
  type WaitingCall,
  type Wallboard,
  type WallboardAgent,
} from '@switchboard/contract';
import { and, asc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { callEvents, callStates, extensions, pbxUsers, queueMembers, queues } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { timeslotZones } from '../pbx-domains/zones.js';
import { liveRegistrations } from '../switch/registrations.js';

interface Event {
  seq: number;
  kind: CallEventKind;
  at: Date;
  detail: string | null;
}

interface Call {
  events: Event[];
  caller: string | null;
  /** Its last event is `ended`, or its final record arrived. */
  over: boolean;
  /** When it was over: the end, else the final record's arrival. */
  overAt: Date | null;
}

/** What became of one call in the queue. */
type QueueStay =
  | { outcome: 'waiting'; since: Date }
  | { outcome: 'answered' | 'abandoned'; since: Date; waitMs: number }
  | { outcome: 'left' };

function stayIn(queue: string, call: Call): QueueStay | null {
  const joined = call.events.findLastIndex((e) => e.kind === 'queued' && e.detail === queue);
  const join = call.events[joined];
  if (!join) return null;
  const next = call.events.slice(joined + 1).find((e) => ['answered', 'queued', 'ended'].includes(e.kind));
  if (!next) return call.over ? { outcome: 'left' } : { outcome: 'waiting', since: join.at };
  if (next.kind === 'queued') return { outcome: 'left' };
  const waitMs = Math.max(0, next.at.getTime() - join.at.getTime());
  return { outcome: next.kind === 'answered' ? 'answered' : 'abandoned', since: join.at, waitMs };
}

/** The agent's calls: from the answer to the transfer or end (null: still talking). */
function talksOf(extension: string, calls: Iterable<Call>) {
  const talks: { from: Date; to: Date | null }[] = [];
  for (const call of calls) {
    call.events.forEach((event, i) => {
      if (event.kind !== 'answered' || event.detail !== extension) return;
      const end = call.events.slice(i + 1).find((e) => e.kind === 'transferred' || e.kind === 'ended');
      talks.push({ from: event.at, to: end?.at ?? (call.over ? call.overAt : null) });
    });
  }
  return talks;
}

function agentState(
  extension: string | null,
  calls: Map<string, Call>,
  registered: ReadonlySet<string>,
  wrapupMs: number,
  now: Date,
): Pick<WallboardAgent, 'state' | 'since'> {
  if (extension === null) return { state: 'offline', since: null };
  const talks = talksOf(extension, calls.values());
  const talking = talks.filter((t) => t.to === null).sort((a, b) => a.from.getTime() - b.from.getTime())[0];
  if (talking) return { state: 'on_call', since: talking.from.toISOString() };
  if (!registered.has(extension)) return { state: 'offline', since: null };
  const lastEnd = Math.max(0, ...talks.map((t) => t.to?.getTime() ?? 0));
  if (lastEnd === 0) return { state: 'available', since: null };
  const state: AgentState = now.getTime() < lastEnd + wrapupMs ? 'wrap_up' : 'available';
  return { state, since: new Date(state === 'wrap_up' ? lastEnd : lastEnd + wrapupMs).toISOString() };
}

/** The account's queue's wallboard now; null when the queue is not the account's. */
export async function wallboardOf(deps: Deps, accountId: number, queueId: number): Promise<Wallboard | null> {
  const { db } = deps;
  const now = deps.clock.now();
  const [queue] = await db
    .select({ id: queues.id, name: queues.name, number: queues.queueNumber, wrapup: queues.wrapupTime })
    .from(queues)
    .where(and(eq(queues.accountId, accountId), eq(queues.id, queueId)));
  if (!queue) return null;

  const zone = (await timeslotZones(db, accountId)).account ?? 'UTC';
  // The instant the account's day began, worked out by the database (as on the PBX home).
  const today = sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${zone})) at time zone ${zone})`;
  const [members, registrations, [day]] = await Promise.all([
    db
      .select({ userId: pbxUsers.id, name: pbxUsers.username, extension: extensions.extension })
      .from(queueMembers)
      .innerJoin(pbxUsers, and(eq(pbxUsers.id, queueMembers.userId), eq(pbxUsers.accountId, accountId)))
      .leftJoin(
        extensions,
        and(
          eq(extensions.id, pbxUsers.extensionId),
          eq(extensions.accountId, accountId),
          eq(extensions.isActive, true),
        ),
      )
      .where(and(eq(queueMembers.accountId, accountId), eq(queueMembers.queueId, queue.id)))
      .orderBy(asc(pbxUsers.username)),
    liveRegistrations(deps, accountId),
    db
      .select({ start: sql<Date | string>`${today}` })
      .from(queues)
      .where(eq(queues.id, queue.id)),
  ]);
  const agentExtensions = members.flatMap((m) => (m.extension === null ? [] : [m.extension]));

  // The calls that matter: queued into this queue or answered by its agents, today or still live.
  const live = and(ne(callStates.state, 'ended'), isNull(callStates.closedAt));
  const candidates = await db
    .selectDistinct({ callId: callEvents.callId })
    .from(callEvents)
    .innerJoin(callStates, and(eq(callStates.accountId, accountId), eq(callStates.callId, callEvents.callId)))
    .where(
      and(
        eq(callEvents.accountId, accountId),
        or(
          and(eq(callEvents.kind, 'queued'), eq(callEvents.detail, queue.name)),
          agentExtensions.length > 0
            ? and(eq(callEvents.kind, 'answered'), inArray(callEvents.detail, agentExtensions))
            : sql`false`,
        ),
        or(gte(callEvents.at, today), live),
      ),
    );
  const ids = candidates.map((c) => c.callId);
  const calls = new Map<string, Call>();
  if (ids.length > 0) {
    const [events, states] = await Promise.all([
      db
        .select({
          callId: callEvents.callId,
          seq: callEvents.seq,
          kind: callEvents.kind,
          at: callEvents.at,
          detail: callEvents.detail,
        })
        .from(callEvents)
        .where(and(eq(callEvents.accountId, accountId), inArray(callEvents.callId, ids)))
        .orderBy(asc(callEvents.callId), asc(callEvents.seq)),
      db
        .select()
        .from(callStates)
        .where(and(eq(callStates.accountId, accountId), inArray(callStates.callId, ids))),
    ]);
    for (const state of states) {
      const over = state.state === 'ended' || state.closedAt !== null;
      calls.set(state.callId, {
        events: [],
        caller: state.callingNumber,
        over,
        overAt: over ? (state.endedAt ?? state.closedAt) : null,
      });
    }
    for (const { callId, ...event } of events) calls.get(callId)?.events.push(event);
  }

  const dayStart = new Date(day?.start ?? now).getTime();
  const waiting: WaitingCall[] = [];
  const waits: { answered: boolean; ms: number }[] = [];
  for (const [callId, call] of calls) {
    const stay = stayIn(queue.name, call);
    if (!stay || stay.outcome === 'left') continue;
    if (stay.outcome === 'waiting') {
      waiting.push({ call_id: callId, caller: call.caller, waiting_since: stay.since.toISOString() });
    } else if (stay.since.getTime() >= dayStart) {
      waits.push({ answered: stay.outcome === 'answered', ms: stay.waitMs });
    }
  }
  waiting.sort(
    (a, b) => a.waiting_since.localeCompare(b.waiting_since) || a.call_id.localeCompare(b.call_id),
  );
  const answered = waits.filter((w) => w.answered);
  const withinTarget = answered.filter((w) => w.ms <= SERVICE_LEVEL_SECONDS * 1000).length;
  const registered = new Set(registrations.map((r) => r.username));

  return {
    queue: { id: queue.id, name: queue.name, queue_number: queue.number },
    at: now.toISOString(),
    service_level_seconds: SERVICE_LEVEL_SECONDS,
    agents: members.map((m) => ({
      user_id: m.userId,
      name: m.name,
      extension: m.extension,
      ...agentState(m.extension, calls, registered, queue.wrapup * 1000, now),
    })),
    waiting,
    today: {
      answered: answered.length,
      abandoned: waits.length - answered.length,
      average_wait_seconds:
        answered.length > 0
          ? Math.round(answered.reduce((sum, w) => sum + w.ms, 0) / answered.length / 1000)
          : null,
      service_level: waits.length > 0 ? Math.round((withinTarget / waits.length) * 100) : null,
      longest_wait_seconds: waits.length > 0 ? Math.round(Math.max(...waits.map((w) => w.ms)) / 1000) : null,
    },
  };
}
