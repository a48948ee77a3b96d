/**
 * The reports' reads: a page of customer calls (with how many legs each has), a call's legs, a
 * page of messages, and the first page's totals and per-day counts by result. Each is one query
 * over the report indexes (call_records_report_idx, message_log_report_idx); the legs are counted
 * for the page's rows only.
 */
import type {
  CallLegType,
  CallReportBody,
  CallReportPage,
  CallReportRow,
  CallReportSummary,
  CallType,
  DialStatus,
  MessageReportBody,
  MessageReportPage,
  MessageReportRow,
  MessageReportSummary,
  MessageStatus,
  SwitchRefusal,
} from '@switchboard/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { callRecords, messageLog } from '../db/schema.js';
import {
  type Cursor,
  callPageWhere,
  callWhere,
  encodeCursor,
  messagePageWhere,
  messageWhere,
  microsOf,
  pageSize,
  zoneOf,
} from './filters.js';

const c = callRecords;
const m = messageLog;

export const callColumns = {
  id: c.id,
  callId: c.callId,
  calltype: c.calltype,
  callingNumber: c.callingNumber,
  calledNumber: c.calledNumber,
  callstart: c.callstart,
  callstop: c.callstop,
  dialstatus: c.dialstatus,
  duration: c.duration,
  clientCost: c.clientCost,
  legType: c.legType,
  refusal: c.refusal,
  micros: microsOf(c.callstart),
};

export type CallRow = {
  id: number;
  callId: string;
  calltype: string;
  callingNumber: string;
  calledNumber: string;
  callstart: Date;
  callstop: Date;
  dialstatus: string;
  duration: number;
  clientCost: number;
  legType: CallLegType | null;
  refusal: SwitchRefusal | null;
  micros: string;
};

export const toCallReportRow = (row: CallRow, legs: number): CallReportRow => ({
  id: row.id,
  call_id: row.callId,
  calltype: row.calltype as CallType,
  calling_number: row.callingNumber,
  called_number: row.calledNumber,
  callstart: row.callstart.toISOString(),
  callstop: row.callstop.toISOString(),
  dialstatus: row.dialstatus as DialStatus,
  duration: row.duration,
  client_cost: row.clientCost,
  leg_type: row.legType,
  legs,
  refusal: row.refusal,
});

/** A batch of calls after `cursor` (the export reads the whole set this way too). */
export const callBatch = (
  db: Database,
  accountId: number,
  body: CallReportBody,
  cursor: Cursor | null,
  size: number,
) =>
  db
    .select(callColumns)
    .from(c)
    .where(callPageWhere(accountId, body, cursor))
    .orderBy(desc(c.callstart), desc(c.id))
    .limit(size);

export async function callReportPage(
  db: Database,
  accountId: number,
  body: CallReportBody,
  cursor: Cursor | null,
): Promise<CallReportPage> {
  const size = pageSize(body);
  // One row more than the page says whether another page follows.
  const [rows, summary] = await Promise.all([
    callBatch(db, accountId, body, cursor, size + 1),
    cursor ? null : callSummary(db, accountId, body),
  ]);
  const page = rows.slice(0, size);
  const legCounts = page.length
    ? await db
        .select({ parent: c.parentCallId, n: count() })
        .from(c)
        .where(
          and(
            eq(c.accountId, accountId),
            isNotNull(c.parentCallId),
            inArray(
              c.parentCallId,
              page.map((row) => row.callId),
            ),
          ),
        )
        .groupBy(c.parentCallId)
    : [];
  const legs = new Map(legCounts.map((row) => [row.parent, row.n]));
  const last = page.at(-1);
  return {
    rows: page.map((row) => toCallReportRow(row, legs.get(row.callId) ?? 0)),
    next_cursor: rows.length > size && last ? encodeCursor(last.micros, last.id) : null,
    summary,
  };
}

/** A row's day in the filter's zone, for the per-day counts (a date: formatted once per group). */
const dayOf = (time: AnyPgColumn, zone: string) => sql<string>`(${time} at time zone ${zone})::date`;
/** A day of `dayOf` as the wire has it, formatted after grouping (per row it doubled the pass). */
const dayText = (day: SQL | SQL.Aliased | AnyPgColumn) => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;
/**
 * The per-day counts group by position: the zone is a bound parameter, and the same expression
 * bound twice ($1, $2) is not the same expression to PostgreSQL's GROUP BY check.
 */
const BY_DAY_AND_RESULT = [sql`1`, sql`2`];

/**
 * The totals and the per-day counts in one pass over the filtered calls: grouped by day and
 * result, each group's answered seconds and cost summed, the totals added up from the groups.
 */
async function callSummary(
  db: Database,
  accountId: number,
  body: CallReportBody,
): Promise<CallReportSummary> {
  const grouped = db
    .select({
      day: dayOf(c.callstart, zoneOf(body)).as('day'),
      result: sql<DialStatus>`${c.dialstatus}`.as('result'),
      count: count().as('count'),
      seconds:
        sql<string>`coalesce(sum(${c.duration}) filter (where ${c.dialstatus} = 'answered'), 0)::text`.as(
          'seconds',
        ),
      cost: sql<string>`coalesce(sum(${c.clientCost}), 0)::text`.as('cost'),
    })
    .from(c)
    .where(callWhere(accountId, body))
    .groupBy(...BY_DAY_AND_RESULT)
    .as('grouped');
  const groups = await db
    .select({
      day: dayText(grouped.day),
      result: grouped.result,
      count: grouped.count,
      seconds: grouped.seconds,
      cost: grouped.cost,
    })
    .from(grouped)
    .orderBy(grouped.day, grouped.result);
  const sum = (pick: (group: (typeof groups)[number]) => number) =>
    groups.reduce((total, group) => total + pick(group), 0);
  return {
    count: sum((group) => group.count),
    minutes: Math.ceil(sum((group) => Number(group.seconds)) / 60),
    cost: sum((group) => Number(group.cost)),
    daily: groups.map((group) => ({
      day: group.day,
      result: group.result as DialStatus,
      count: group.count,
    })),
  };
}

/** A call's legs, oldest first; null when the account has no such customer call. */
export async function callLegs(
  db: Database,
  accountId: number,
  callId: string,
): Promise<CallReportRow[] | null> {
  const [parent] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.accountId, accountId), eq(c.callId, callId), sql`${c.parentCallId} is null`));
  if (!parent) return null;
  const rows = await db
    .select(callColumns)
    .from(c)
    .where(and(eq(c.accountId, accountId), eq(c.parentCallId, callId)))
    .orderBy(asc(c.callstart), asc(c.id));
  return rows.map((row) => toCallReportRow(row, 0));
}

export const messageColumns = {
  id: m.id,
  msgtype: m.msgtype,
  callingNumber: m.callingNumber,
  calledNumber: m.calledNumber,
  createdAt: m.createdAt,
  msgstatus: m.msgstatus,
  clientCost: m.clientCost,
  micros: microsOf(m.createdAt),
};

export type MessageRow = {
  id: number;
  msgtype: MessageReportRow['msgtype'];
  callingNumber: string;
  calledNumber: string;
  createdAt: Date;
  msgstatus: MessageStatus;
  clientCost: number;
  micros: string;
};

export const toMessageReportRow = (row: MessageRow): MessageReportRow => ({
  id: row.id,
  msgtype: row.msgtype,
  calling_number: row.callingNumber,
  called_number: row.calledNumber,
  created_at: row.createdAt.toISOString(),
  msgstatus: row.msgstatus,
  client_cost: row.clientCost,
});

export const messageBatch = (
  db: Database,
  accountId: number,
  body: MessageReportBody,
  cursor: Cursor | null,
  size: number,
) =>
  db
    .select(messageColumns)
    .from(m)
    .where(messagePageWhere(accountId, body, cursor))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(size);

export async function messageReportPage(
  db: Database,
  accountId: number,
  body: MessageReportBody,
  cursor: Cursor | null,
): Promise<MessageReportPage> {
  const size = pageSize(body);
  const [rows, summary] = await Promise.all([
    messageBatch(db, accountId, body, cursor, size + 1),
    cursor ? null : messageSummary(db, accountId, body),
  ]);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    rows: page.map(toMessageReportRow),
    next_cursor: rows.length > size && last ? encodeCursor(last.micros, last.id) : null,
    summary,
  };
}

async function messageSummary(
  db: Database,
  accountId: number,
  body: MessageReportBody,
): Promise<MessageReportSummary> {
  const where = messageWhere(accountId, body);
  const day = dayText(dayOf(m.createdAt, zoneOf(body)));
  const [totals, daily] = await Promise.all([
    db
      .select({ count: count(), cost: sql<string>`coalesce(sum(${m.clientCost}), 0)::text` })
      .from(m)
      .where(where),
    db
      .select({ day, result: m.msgstatus, count: count() })
      .from(m)
      .where(where)
      .groupBy(...BY_DAY_AND_RESULT)
      .orderBy(...BY_DAY_AND_RESULT),
  ]);
  return {
    count: totals[0]?.count ?? 0,
    cost: Number(totals[0]?.cost ?? 0),
    daily: daily.map((row) => ({ day: row.day, result: row.result, count: row.count })),
  };
}

/** How many rows an export will hold. */
export async function exportSize(db: Database, where: SQL | undefined, table: 'calls' | 'messages') {
  const [row] =
    table === 'calls'
      ? await db.select({ n: count() }).from(c).where(where)
      : await db.select({ n: count() }).from(m).where(where);
  return row?.n ?? 0;
}
