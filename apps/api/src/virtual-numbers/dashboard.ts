/**
 * The virtual number area's dashboard: the numbers rented by country and type, this month's calls
 * and messages on them, the month's spend and the last 30 days. Calls and messages are read with
 * the reports' own filters (`scope: 'virtual_numbers'`, call-reports/filters.ts), over the same
 * tables, so the dashboard's figures are the call and SMS logs' for the same days. The month and
 * the days are the account's: its PBX time zone, else UTC (as on the PBX home).
 */
import {
  DID_NUMBER_TYPES,
  localDate,
  type OwnedNumbers,
  type PoolChannels,
  VIRTUAL_NUMBER_DASHBOARD_DAYS,
  type VirtualNumberDashboard,
} from '@switchboard/contract';
import { and, asc, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { callWhere, messageWhere } from '../call-reports/filters.js';
import type { Database } from '../db/database.js';
import { callRecords, capacityPools, didNumbers, ledgerEntries, messageLog, userDids } from '../db/schema.js';
import { timeslotZones } from '../pbx-domains/zones.js';
import { countryList } from '../reference/countries.js';
import { poolsInUse } from './capacity.js';

const DAY_MS = 86_400_000;
const countryNames = new Map(countryList().map((country) => [country.code, country.name]));
const typeOrder = (type: string) => DID_NUMBER_TYPES.indexOf(type as (typeof DID_NUMBER_TYPES)[number]);

/** A calendar day `days` after (or before) `day`, both `YYYY-MM-DD`. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The month of `today` as report days: its first and its last. */
function monthOf(today: string): { from: string; to: string } {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

/** Rows of `time` by their day in `zone`, as `YYYY-MM-DD` (formatted once per group). */
async function perDay(db: Database, table: 'calls' | 'messages', where: SQL | undefined, zone: string) {
  const time: AnyPgColumn = table === 'calls' ? callRecords.callstart : messageLog.createdAt;
  const day = sql<string>`to_char((${time} at time zone ${zone})::date, 'YYYY-MM-DD')`;
  // Grouped by position: the zone is bound, and the same expression bound twice is not the same
  // expression to PostgreSQL's GROUP BY check.
  const rows =
    table === 'calls'
      ? await db.select({ day, n: count() }).from(callRecords).where(where).groupBy(sql`1`)
      : await db.select({ day, n: count() }).from(messageLog).where(where).groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, row.n]));
}

async function numbersOwned(db: Database, accountId: number): Promise<OwnedNumbers[]> {
  const rows = await db
    .select({ country: didNumbers.country, numberType: didNumbers.numberType, n: count() })
    .from(userDids)
    .innerJoin(didNumbers, eq(didNumbers.id, userDids.didNumberId))
    .where(and(eq(userDids.accountId, accountId), eq(didNumbers.accountId, accountId)))
    .groupBy(didNumbers.country, didNumbers.numberType);
  return rows
    .map((row) => ({
      country: row.country,
      country_name: countryNames.get(row.country) ?? row.country,
      number_type: row.numberType,
      count: row.n,
    }))
    .sort(
      (a, b) =>
        a.country_name.localeCompare(b.country_name, 'en') ||
        typeOrder(a.number_type) - typeOrder(b.number_type),
    );
}

/**
 * The setup and rent charged this month: the ledger's `number` rows (`number-order:<id>:setup`,
 * `number-rent:<user_did>:<period>`, virtual-numbers/orders.ts), debits negative, so their sum
 * turned round; a credit of that kind would lower it.
 */
async function numberCharges(db: Database, accountId: number, zone: string, month: { from: string }) {
  const start = sql`(${month.from}::date)::timestamp at time zone ${zone}`;
  const end = sql`((${month.from}::date + interval '1 month')::timestamp at time zone ${zone})`;
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        eq(ledgerEntries.kind, 'number'),
        gte(ledgerEntries.createdAt, start),
        lt(ledgerEntries.createdAt, end),
      ),
    );
  return -Number(row?.sum ?? 0);
}

/** Each capacity pool's live calls against its limit, by name. */
async function poolChannels(db: Database, accountId: number): Promise<PoolChannels[]> {
  const [pools, inUse] = await Promise.all([
    db
      .select({ id: capacityPools.id, name: capacityPools.name, limit: capacityPools.channelLimit })
      .from(capacityPools)
      .where(eq(capacityPools.accountId, accountId))
      .orderBy(asc(capacityPools.name)),
    poolsInUse({ db }, accountId),
  ]);
  return pools.map((pool) => ({
    id: pool.id,
    name: pool.name,
    in_use: inUse.get(pool.id) ?? 0,
    channel_limit: pool.limit,
  }));
}

export async function virtualNumberDashboard(
  db: Database,
  accountId: number,
  now: Date,
): Promise<VirtualNumberDashboard> {
  const zone = (await timeslotZones(db, accountId)).account ?? 'UTC';
  const today = localDate(now, zone);
  const month = monthOf(today);
  const scope = { timezone: zone, scope: 'virtual_numbers' } as const;
  const inMonth = { ...month, ...scope };
  const lastDays = { from: addDays(today, 1 - VIRTUAL_NUMBER_DASHBOARD_DAYS), to: today, ...scope };

  const [numbers, [calls], [messages], numberSpend, callDays, messageDays, channels] = await Promise.all([
    numbersOwned(db, accountId),
    db
      .select({
        count: count(),
        seconds: sql<string>`coalesce(sum(${callRecords.duration}) filter (where ${callRecords.dialstatus} = 'answered'), 0)::text`,
        cost: sql<string>`coalesce(sum(${callRecords.clientCost}), 0)::text`,
      })
      .from(callRecords)
      .where(callWhere(accountId, inMonth)),
    db
      .select({
        count: count(),
        // Only a delivered message is charged (routes/messages.ts): the others cost nothing.
        cost: sql<string>`coalesce(sum(${messageLog.clientCost}) filter (where ${messageLog.msgstatus} = 'delivered'), 0)::text`,
      })
      .from(messageLog)
      .where(messageWhere(accountId, inMonth)),
    numberCharges(db, accountId, zone, month),
    perDay(db, 'calls', callWhere(accountId, lastDays), zone),
    perDay(db, 'messages', messageWhere(accountId, lastDays), zone),
    poolChannels(db, accountId),
  ]);

  const spend = {
    numbers: numberSpend,
    calls: Number(calls?.cost ?? 0),
    messages: Number(messages?.cost ?? 0),
  };
  return {
    timezone: zone,
    month: month.from,
    numbers,
    calls: { count: calls?.count ?? 0, minutes: Math.ceil(Number(calls?.seconds ?? 0) / 60) },
    messages: { count: messages?.count ?? 0 },
    spend: { ...spend, total: spend.numbers + spend.calls + spend.messages },
    daily: Array.from({ length: VIRTUAL_NUMBER_DASHBOARD_DAYS }, (_, index) => {
      const day = addDays(lastDays.from, index);
      return { day, calls: callDays.get(day) ?? 0, messages: messageDays.get(day) ?? 0 };
    }),
    channels,
  };
}
