/**
 * The administrator's dashboard: the platform's figures per UTC day, week or month across every
 * account. Each series is one SQL grouped by `date_trunc` of its time (grouped by position: the
 * bucket's unit is a bound parameter, and the same expression bound twice is not the same
 * expression to PostgreSQL's GROUP BY check); the distinct counts of the whole period (accounts
 * and widgets active) are one more each, since they do not add up from the buckets.
 */
import {
  DASHBOARD_MAX_DAYS,
  type DashboardBucket,
  type DashboardBucketFigures,
  type DashboardFigures,
  type XadminDashboard,
  type XadminDashboardBody,
} from '@switchboard/contract';
import { and, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import {
  accounts,
  callRecords,
  ledgerEntries,
  rootUsers,
  sessions,
  visitorRequests,
  widgets,
} from '../db/schema.js';
import { invalid } from '../lib/http-error.js';

const DAY_MS = 86_400_000;

/** The ledger's kinds that are the platform's revenue (debits of the balance). */
const CHARGED_KINDS = ['call', 'message', 'number', 'subscription'] as const;

interface Period {
  from: string;
  to: string;
  bucket: DashboardBucket;
}

/** 422 on `to` when the period is reversed or longer than DASHBOARD_MAX_DAYS. */
function checkPeriod({ from, to }: Period): void {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw invalid('to', 'The end date must not be before the start date');
  if (days > DASHBOARD_MAX_DAYS)
    throw invalid('to', `The range must not be longer than ${DASHBOARD_MAX_DAYS} days`);
}

/** `time` within the period's UTC days. */
const within = (time: AnyPgColumn | SQL | SQL.Aliased, { from, to }: Period): SQL =>
  sql`${time} >= ${from}::date::timestamp at time zone 'UTC' and ${time} < (${to}::date + 1)::timestamp at time zone 'UTC'`;

/** The bucket of `time`, as its first UTC day's text. */
const bucketOf = (time: AnyPgColumn | SQL | SQL.Aliased, period: Period) =>
  sql<string>`to_char(date_trunc(${period.bucket}, ${time} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** The first day of every bucket touching the period, oldest first (weeks from Monday, as PostgreSQL's). */
export function bucketStarts({ from, to, bucket }: Period): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  if (bucket === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (bucket === 'month') start.setUTCDate(1);
  const end = Date.parse(`${to}T00:00:00Z`);
  const starts: string[] = [];
  for (const day = start; day.getTime() <= end; ) {
    starts.push(day.toISOString().slice(0, 10));
    if (bucket === 'day') day.setUTCDate(day.getUTCDate() + 1);
    else if (bucket === 'week') day.setUTCDate(day.getUTCDate() + 7);
    else day.setUTCMonth(day.getUTCMonth() + 1);
  }
  return starts;
}

type Series = Map<string, Partial<DashboardFigures>>;

/** Adds one series' figures to their buckets. */
function put<R extends { bucket: string }>(
  series: Series,
  rows: R[],
  pick: (row: R) => Partial<DashboardFigures>,
) {
  for (const row of rows) series.set(row.bucket, { ...series.get(row.bucket), ...pick(row) });
}

/** Accounts and their logins, calls and visitor requests: who was there in the period. */
function activeAccountEvents(db: Database, period: Period) {
  const calls = db
    .select({ accountId: callRecords.accountId, at: sql<Date>`${callRecords.callstart}`.as('at') })
    .from(callRecords)
    .where(and(isNull(callRecords.parentCallId), within(callRecords.callstart, period)));
  const requests = db
    .select({ accountId: visitorRequests.accountId, at: sql<Date>`${visitorRequests.createdAt}`.as('at') })
    .from(visitorRequests)
    .where(within(visitorRequests.createdAt, period));
  // A login of the account's own (an administrator acting for someone is not the account's use).
  const logins = db
    .select({ accountId: sessions.accountId, at: sql<Date>`${sessions.createdAt}`.as('at') })
    .from(sessions)
    .where(and(isNull(sessions.actorId), within(sessions.createdAt, period)));
  return calls.unionAll(requests).unionAll(logins).as('events');
}

export async function dashboard(db: Database, body: XadminDashboardBody): Promise<XadminDashboard> {
  const period: Period = { from: body.from, to: body.to, bucket: body.bucket ?? 'day' };
  checkPeriod(period);
  const byBucket = [sql`1`];
  const events = activeAccountEvents(db, period);

  const [created, verified, active, newWidgets, requests, calls, revenue, activeTotal, widgetsTotal] =
    await Promise.all([
      db
        .select({ bucket: bucketOf(accounts.createdAt, period), n: sql<number>`count(*)::int` })
        .from(accounts)
        .where(within(accounts.createdAt, period))
        .groupBy(...byBucket),
      db
        .select({ bucket: bucketOf(rootUsers.emailVerifiedAt, period), n: sql<number>`count(*)::int` })
        .from(rootUsers)
        .where(and(isNotNull(rootUsers.emailVerifiedAt), within(rootUsers.emailVerifiedAt, period)))
        .groupBy(...byBucket),
      db
        .select({
          bucket: bucketOf(events.at, period),
          n: sql<number>`count(distinct ${events.accountId})::int`,
        })
        .from(events)
        .groupBy(...byBucket),
      db
        .select({ bucket: bucketOf(widgets.createdAt, period), n: sql<number>`count(*)::int` })
        .from(widgets)
        .where(within(widgets.createdAt, period))
        .groupBy(...byBucket),
      db
        .select({
          bucket: bucketOf(visitorRequests.createdAt, period),
          n: sql<number>`count(*)::int`,
          widgets: sql<number>`count(distinct ${visitorRequests.widgetId})::int`,
        })
        .from(visitorRequests)
        .where(within(visitorRequests.createdAt, period))
        .groupBy(...byBucket),
      db
        .select({
          bucket: bucketOf(callRecords.callstart, period),
          n: sql<number>`count(*)::int`,
          seconds: sql<string>`coalesce(sum(${callRecords.duration}) filter (where ${callRecords.dialstatus} = 'answered'), 0)::text`,
        })
        .from(callRecords)
        .where(and(isNull(callRecords.parentCallId), within(callRecords.callstart, period)))
        .groupBy(...byBucket),
      db
        .select({
          bucket: bucketOf(ledgerEntries.createdAt, period),
          minor: sql<string>`(-sum(${ledgerEntries.amountMinor}))::text`,
        })
        .from(ledgerEntries)
        .where(
          and(
            inArray(ledgerEntries.kind, [...CHARGED_KINDS]),
            lt(ledgerEntries.amountMinor, 0),
            within(ledgerEntries.createdAt, period),
          ),
        )
        .groupBy(...byBucket),
      db.select({ n: sql<number>`count(distinct ${events.accountId})::int` }).from(events),
      db
        .select({ n: sql<number>`count(distinct ${visitorRequests.widgetId})::int` })
        .from(visitorRequests)
        .where(within(visitorRequests.createdAt, period)),
    ]);

  const series: Series = new Map();
  put(series, created, (row) => ({ new_accounts: row.n }));
  put(series, verified, (row) => ({ verified_accounts: row.n }));
  put(series, active, (row) => ({ active_accounts: row.n }));
  put(series, newWidgets, (row) => ({ new_widgets: row.n }));
  put(series, requests, (row) => ({ visitor_requests: row.n, active_widgets: row.widgets }));
  put(series, calls, (row) => ({ calls: row.n, call_minutes: Math.ceil(Number(row.seconds) / 60) }));
  put(series, revenue, (row) => ({ revenue_minor: Number(row.minor) }));

  const buckets: DashboardBucketFigures[] = bucketStarts(period).map((bucket) => ({
    bucket,
    ...emptyFigures(),
    ...series.get(bucket),
  }));
  const sum = (pick: (figures: DashboardFigures) => number) =>
    buckets.reduce((total, figures) => total + pick(figures), 0);
  const answeredSeconds = calls.reduce((total, row) => total + Number(row.seconds), 0);
  return {
    ...period,
    buckets,
    totals: {
      new_accounts: sum((f) => f.new_accounts),
      verified_accounts: sum((f) => f.verified_accounts),
      active_accounts: activeTotal[0]?.n ?? 0,
      new_widgets: sum((f) => f.new_widgets),
      active_widgets: widgetsTotal[0]?.n ?? 0,
      visitor_requests: sum((f) => f.visitor_requests),
      calls: sum((f) => f.calls),
      call_minutes: Math.ceil(answeredSeconds / 60),
      revenue_minor: sum((f) => f.revenue_minor),
    },
  };
}

const emptyFigures = (): DashboardFigures => ({
  new_accounts: 0,
  verified_accounts: 0,
  active_accounts: 0,
  new_widgets: 0,
  active_widgets: 0,
  visitor_requests: 0,
  calls: 0,
  call_minutes: 0,
  revenue_minor: 0,
});
