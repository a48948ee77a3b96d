/**
 * The ledger of every account as the administrator's billing page reads it: the ledger's rows,
 * each a charge (a debit), a recharge (money paid in) or a credit note, beside the card payments
 * the provider declined (they moved no money, so they are only in `charges`). Filtered by the
 * account (owner's name, e-mail, company), the kind, UTC days and the amount's size.
 */
import {
  BILLING_PAGE_SIZE,
  type BillingEntry,
  type BillingExportBody,
  type BillingKind,
  toEuro,
} from '@switchboard/contract';
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { accounts, charges, ledgerEntries, rootUsers } from '../db/schema.js';
import type { CsvCell } from '../lib/csv.js';
import { likePattern } from '../lib/params.js';

const ledgerKind = sql<BillingKind>`case when ${ledgerEntries.kind} = 'credit_note' then 'credit_note' when ${ledgerEntries.amountMinor} < 0 then 'charge' else 'recharge' end`;

/**
 * Every movement and declined payment, with the columns the page shows; named apart from the
 * joined tables' columns, since the outer query names a subquery's columns without its alias.
 */
function movements(db: Database) {
  const ledger = db
    .select({
      id: sql<string>`'ledger:' || ${ledgerEntries.id}`.as('move_id'),
      accountId: sql<number>`${ledgerEntries.accountId}`.as('move_account_id'),
      kind: ledgerKind.as('move_kind'),
      amountMinor: sql<string>`${ledgerEntries.amountMinor}`.as('move_amount_minor'),
      description: sql<string>`${ledgerEntries.description}`.as('move_description'),
      createdAt: sql<Date>`${ledgerEntries.createdAt}`.as('move_created_at'),
    })
    .from(ledgerEntries);
  const declined = db
    .select({
      id: sql<string>`'charge:' || ${charges.id}`.as('move_id'),
      accountId: sql<number>`${charges.accountId}`.as('move_account_id'),
      kind: sql<BillingKind>`'failed_payment'`.as('move_kind'),
      amountMinor: sql<string>`${charges.amountMinor}`.as('move_amount_minor'),
      description: sql<string>`${charges.message}`.as('move_description'),
      createdAt: sql<Date>`${charges.createdAt}`.as('move_created_at'),
    })
    .from(charges)
    .where(eq(charges.status, 'declined'));
  return unionAll(ledger, declined).as('movements');
}

function filtered(db: Database, filter: BillingExportBody, id?: string) {
  const m = movements(db);
  const conditions: (SQL | undefined)[] = id === undefined ? [] : [eq(m.id, id)];
  const search = filter.search?.trim();
  if (search) {
    conditions.push(
      or(
        ilike(rootUsers.name, likePattern(search)),
        ilike(rootUsers.email, likePattern(search)),
        ilike(accounts.companyName, likePattern(search)),
      ),
    );
  }
  if (filter.kind) conditions.push(eq(m.kind, filter.kind));
  if (filter.from) conditions.push(sql`${m.createdAt} >= ${filter.from}::date::timestamp at time zone 'UTC'`);
  if (filter.to)
    conditions.push(sql`${m.createdAt} < (${filter.to}::date + 1)::timestamp at time zone 'UTC'`);
  const size = sql`abs(${m.amountMinor})`;
  if (filter.amount_min != null) conditions.push(gte(size, filter.amount_min));
  if (filter.amount_max != null) conditions.push(lte(size, filter.amount_max));
  const where = and(...conditions);
  const rows = () =>
    db
      .select({
        id: m.id,
        accountId: m.accountId,
        accountName: sql<string>`coalesce(nullif(${accounts.companyName}, ''), ${rootUsers.name})`,
        ownerEmail: rootUsers.email,
        kind: m.kind,
        amountMinor: m.amountMinor,
        description: m.description,
        createdAt: m.createdAt,
      })
      .from(m)
      .innerJoin(accounts, eq(accounts.id, m.accountId))
      .innerJoin(rootUsers, eq(rootUsers.accountId, m.accountId))
      .where(where)
      .orderBy(desc(m.createdAt), desc(m.id));
  const total = () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(m)
      .innerJoin(accounts, eq(accounts.id, m.accountId))
      .innerJoin(rootUsers, eq(rootUsers.accountId, m.accountId))
      .where(where);
  return { rows, total };
}

type Row = Awaited<ReturnType<ReturnType<typeof filtered>['rows']>>[number];

function toEntry(row: Row): BillingEntry {
  const minor = Number(row.amountMinor);
  return {
    id: row.id,
    account_id: Number(row.accountId),
    account_name: row.accountName,
    owner_email: row.ownerEmail,
    kind: row.kind,
    amount_minor: minor,
    amount: toEuro(minor),
    description: row.description,
    // A union's column comes back as the driver reads a timestamp: a Date (pg) or text (PGlite).
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** One page (from 1) of the filtered rows, newest first, and how many there are. */
export async function billingPage(db: Database, filter: BillingExportBody, page: number) {
  const query = filtered(db, filter);
  const [rows, [count]] = await Promise.all([
    query
      .rows()
      .limit(BILLING_PAGE_SIZE)
      .offset((page - 1) * BILLING_PAGE_SIZE),
    query.total(),
  ]);
  return { entries: rows.map(toEntry), total: Number(count?.n ?? 0) };
}

/** One row by its id (`ledger:<id>`, `charge:<id>`). */
export async function billingEntry(db: Database, id: string): Promise<BillingEntry | undefined> {
  const [row] = await filtered(db, {}, id).rows();
  return row && toEntry(row);
}

/** The filtered rows, newest first, at most `limit`. */
export async function billingRows(db: Database, filter: BillingExportBody, limit: number) {
  return (await filtered(db, filter).rows().limit(limit)).map(toEntry);
}

export const BILLING_CSV_HEADER = [
  'id',
  'created_at',
  'account_id',
  'account',
  'owner_email',
  'kind',
  'amount',
  'description',
] as const;

export const billingCsvCells = (entry: BillingEntry): CsvCell[] => [
  entry.id,
  entry.created_at,
  entry.account_id,
  entry.account_name,
  entry.owner_email,
  entry.kind,
  // A number, not text: a leading minus in text is kept inert as a formula would be.
  toEuro(entry.amount_minor),
  entry.description,
];
