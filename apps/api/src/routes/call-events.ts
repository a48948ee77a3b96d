/**
 * Live call events (posted with an API key scoped `calls:events`), a call's events read back, the
 * calls live now, and the PBX home's totals. Every query is scoped to the caller's account: another
 * account's call id is simply not found.
 */
import { type CallTotals, endpoints as ep, type PbxDashboard } from '@switchboard/contract';
import { and, asc, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { recordCallEvent, toCallEvent, toLiveCall } from '../calls/events.js';
import { callEvents, callRecords, callStates } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { timeslotZones } from '../pbx-domains/zones.js';
import type { AppParts } from '../route-modules.js';

/** Most live calls answered at once: the home shows a table, not a switch's whole load. */
const MAX_LIVE = 200;
const BUSIEST = 5;

// Spec §4 call results grouped as the home counts them ('delivered' and 'sending' are messages).
const MISSED = sql`('no answer', 'cancel')`;
const FAILED = sql`('chanunavail', 'congestion')`;

function totals(period: 'today' | 'month', row: Record<string, unknown>): CallTotals {
  const n = (key: string) => Number(row[`${period}_${key}`] ?? 0);
  return {
    answered: n('answered'),
    missed: n('missed'),
    busy: n('busy'),
    failed: n('failed'),
    minutes: Math.ceil(n('seconds') / 60),
    spend: n('spend'),
  };
}

export default function callEventRoutes(deps: Deps, parts: AppParts) {
  return contractRoutes(deps)
    .on(ep.postCallEvent, async (c, body) => {
      const { accountId } = c.get('session');
      const stored = await recordCallEvent(deps, accountId, body);
      parts.callEvents.publish(accountId);
      return c.json(stored);
    })
    .on(ep.callEvents, async (c) => {
      const { accountId } = c.get('session');
      const callId = c.req.param('callId') ?? '';
      const [state] = await deps.db
        .select()
        .from(callStates)
        .where(and(eq(callStates.accountId, accountId), eq(callStates.callId, callId)));
      if (!state) throw notFound();
      const events = await deps.db
        .select()
        .from(callEvents)
        .where(and(eq(callEvents.accountId, accountId), eq(callEvents.callId, callId)))
        .orderBy(asc(callEvents.seq));
      return c.json({ call: toLiveCall(state), events: events.map(toCallEvent) });
    })
    .on(ep.liveCalls, async (c) => {
      const rows = await deps.db
        .select()
        .from(callStates)
        .where(
          and(
            eq(callStates.accountId, c.get('session').accountId),
            ne(callStates.state, 'ended'),
            isNull(callStates.closedAt),
          ),
        )
        .orderBy(desc(callStates.startedAt), asc(callStates.callId))
        .limit(MAX_LIVE);
      return c.json(rows.map(toLiveCall));
    })
    .on(ep.pbxDashboard, async (c) => {
      const { accountId } = c.get('session');
      const now = deps.clock.now();
      // Today and this month are the account's (its PBX time zone, else UTC): the instants of their
      // local midnights, worked out by the database.
      const zone = (await timeslotZones(deps.db, accountId)).account ?? 'UTC';
      const startOf = (unit: 'day' | 'month', later = sql``) =>
        sql`((date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${zone}) ${later}) at time zone ${zone})`;
      const today = startOf('day');
      // One pass over the month through call_records(account_id, callstart).
      const inMonth = and(
        eq(callRecords.accountId, accountId),
        gte(callRecords.callstart, startOf('month')),
        lt(callRecords.callstart, startOf('month', sql`+ interval '1 month'`)),
      );
      const sums = (prefix: string, only: ReturnType<typeof sql>) => ({
        [`${prefix}_answered`]: sql<number>`count(*) filter (where ${callRecords.dialstatus} = 'answered' and ${only})`,
        [`${prefix}_missed`]: sql<number>`count(*) filter (where ${callRecords.dialstatus} in ${MISSED} and ${only})`,
        [`${prefix}_busy`]: sql<number>`count(*) filter (where ${callRecords.dialstatus} = 'busy' and ${only})`,
        [`${prefix}_failed`]: sql<number>`count(*) filter (where ${callRecords.dialstatus} in ${FAILED} and ${only})`,
        [`${prefix}_seconds`]: sql<number>`coalesce(sum(${callRecords.duration}) filter (where ${callRecords.dialstatus} = 'answered' and ${only}), 0)`,
        [`${prefix}_spend`]: sql<number>`coalesce(sum(${callRecords.clientCost}) filter (where ${only}), 0)`,
      });
      const number = sql<string>`case when ${callRecords.calltype} = 'inbound' then ${callRecords.calledNumber} else ${callRecords.callingNumber} end`;
      const [[row], busiest] = await Promise.all([
        deps.db
          .select({
            ...sums('today', sql`${callRecords.callstart} >= ${today}`),
            ...sums('month', sql`true`),
          })
          .from(callRecords)
          .where(inMonth),
        deps.db
          .select({ number, calls: sql<number>`count(*)` })
          .from(callRecords)
          .where(inMonth)
          .groupBy(number)
          .orderBy(desc(sql`count(*)`), asc(number))
          .limit(BUSIEST),
      ]);
      const answer: PbxDashboard = {
        today: totals('today', row ?? {}),
        month: totals('month', row ?? {}),
        busiest: busiest.map((b) => ({ number: b.number, calls: Number(b.calls) })),
      };
      return c.json(answer);
    }).app;
}
