/**
 * What the reports' filters mean in SQL. Days are the caller's (its timezone, UTC when none), so
 * `from`…`to` become the instants of their local midnights, computed by the database (`at time
 * zone` knows every zone's daylight saving). The number matches digits anywhere in the calling or
 * called number, like the message log's search. Pages follow (time desc, id desc) by keyset: the
 * cursor is the last row's time in microseconds and its id, so a row inserted meanwhile neither
 * repeats nor pushes another out of the next page. The scope `virtual_numbers` keeps the calls and
 * messages on the account's rented numbers (the virtual number area's logs read the same rows).
 */
import {
  type CallReportBody,
  type CallReportTab,
  type MessageReportBody,
  MISSED_DIAL_STATUSES,
  REPORT_MAX_DAYS,
  REPORT_PAGE_SIZE,
  type ReportScope,
  UNHANDLED_DIAL_STATUSES,
} from '@switchboard/contract';
import { and, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { callRecords, didNumbers, messageLog, userDids } from '../db/schema.js';
import { invalid } from '../lib/http-error.js';
import { likePattern } from '../lib/params.js';

const DAY_MS = 86_400_000;

type Filter = Pick<CallReportBody, 'from' | 'to' | 'timezone' | 'number' | 'cursor' | 'limit' | 'scope'>;

/** 422 on `to` when the range is reversed or longer than REPORT_MAX_DAYS. */
export function checkRange({ from, to }: Pick<Filter, 'from' | 'to'>): void {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw invalid('to', 'The end date must not be before the start date');
  if (days > REPORT_MAX_DAYS)
    throw invalid('to', `The range must not be longer than ${REPORT_MAX_DAYS} days`);
}

export const zoneOf = (filter: Pick<Filter, 'timezone'>) => filter.timezone ?? 'UTC';

/** `time` within the filter's days, in its zone. */
function withinDays(time: AnyPgColumn, filter: Filter): SQL {
  const zone = zoneOf(filter);
  return sql`${time} >= (${filter.from}::date)::timestamp at time zone ${zone} and ${time} < ((${filter.to}::date + 1)::timestamp at time zone ${zone})`;
}

function numberMatch(calling: AnyPgColumn, called: AnyPgColumn, number: string | undefined): SQL | undefined {
  const digits = number?.trim();
  if (!digits) return undefined;
  return or(ilike(calling, likePattern(digits)), ilike(called, likePattern(digits)));
}

/**
 * The digits of the account's rented virtual numbers (`user_dids` over `did_numbers`). A DID keeps
 * the + its owner typed and a call's number may come without it, so both sides are compared
 * without it (as the routing's `didOfCalledNumber` does).
 */
const rentedNumbers = (accountId: number) =>
  sql`(select ltrim(${didNumbers.number}, '+') from ${didNumbers} join ${userDids} on ${userDids.didNumberId} = ${didNumbers.id} where ${userDids.accountId} = ${accountId} and ${didNumbers.accountId} = ${accountId})`;

/** A number is a rented one: its digits are among rentedNumbers. */
const isRented = (number: SQL | AnyPgColumn, accountId: number) =>
  sql`ltrim(${number}, '+') in ${rentedNumbers(accountId)}`;

/** A call on a rented number: the number called, inbound; the number calling, outbound. */
export function callScopeMatch(accountId: number, scope: ReportScope | null | undefined): SQL | undefined {
  if (scope !== 'virtual_numbers') return undefined;
  const c = callRecords;
  return isRented(
    sql`case ${c.calltype} when 'inbound' then ${c.calledNumber} when 'outbound' then ${c.callingNumber} end`,
    accountId,
  );
}

/** A message to or from a rented number. */
export function messageScopeMatch(accountId: number, scope: ReportScope | null | undefined): SQL | undefined {
  if (scope !== 'virtual_numbers') return undefined;
  return or(isRented(messageLog.callingNumber, accountId), isRented(messageLog.calledNumber, accountId));
}

export interface Cursor {
  micros: string;
  id: number;
}

/** The cursor of a page's last row: its time in microseconds since the epoch and its id. */
export const encodeCursor = (micros: string | number, id: number): string =>
  Buffer.from(`${micros}:${id}`).toString('base64url');

export function decodeCursor(text: string | null | undefined): Cursor | null {
  if (!text) return null;
  const match = /^(-?\d{1,20}):(\d{1,10})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) throw invalid('cursor', 'Enter valid Cursor');
  return { micros: match[1] ?? '0', id: Number(match[2]) };
}

/** Rows after the cursor in (time desc, id desc) order: a row comparison the index answers. */
function afterCursor(time: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${time}, ${id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::integer)`;
}

/** A row's time as microseconds since the epoch, exactly (for its cursor). */
export const microsOf = (time: AnyPgColumn) =>
  sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`;

export const pageSize = (filter: Filter) => filter.limit ?? REPORT_PAGE_SIZE;

/** The calls of a tab: the customer's calls (legs are listed beneath theirs), by direction and result. */
function tabMatch(tab: CallReportTab | undefined): SQL | undefined {
  const c = callRecords;
  switch (tab) {
    case undefined:
      // Every customer call, whatever its direction (the virtual number area's call log).
      return undefined;
    case 'incoming':
      return eq(c.calltype, 'inbound');
    case 'outgoing':
      return eq(c.calltype, 'outbound');
    case 'missed':
      return and(eq(c.calltype, 'inbound'), inArray(c.dialstatus, [...MISSED_DIAL_STATUSES]));
    case 'unhandled':
      return and(eq(c.calltype, 'inbound'), inArray(c.dialstatus, [...UNHANDLED_DIAL_STATUSES]));
  }
}

/** Every filter but the cursor: what the totals, the chart and the export cover. */
export function callWhere(accountId: number, body: CallReportBody): SQL | undefined {
  const c = callRecords;
  return and(
    eq(c.accountId, accountId),
    isNull(c.parentCallId),
    tabMatch(body.tab),
    withinDays(c.callstart, body),
    callScopeMatch(accountId, body.scope),
    body.result ? eq(c.dialstatus, body.result) : undefined,
    numberMatch(c.callingNumber, c.calledNumber, body.number),
  );
}

export const callPageWhere = (accountId: number, body: CallReportBody, cursor: Cursor | null) =>
  and(callWhere(accountId, body), afterCursor(callRecords.callstart, callRecords.id, cursor));

export function messageWhere(accountId: number, body: MessageReportBody): SQL | undefined {
  const m = messageLog;
  return and(
    eq(m.accountId, accountId),
    withinDays(m.createdAt, body),
    messageScopeMatch(accountId, body.scope),
    body.result ? eq(m.msgstatus, body.result) : undefined,
    body.msgtype ? eq(m.msgtype, body.msgtype) : undefined,
    numberMatch(m.callingNumber, m.calledNumber, body.number),
  );
}

export const messagePageWhere = (accountId: number, body: MessageReportBody, cursor: Cursor | null) =>
  and(messageWhere(accountId, body), afterCursor(messageLog.createdAt, messageLog.id, cursor));
