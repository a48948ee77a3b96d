/**
 * The balance ledger: append-only rows in integer minor units (EUR cents), credits positive and
 * debits negative; the balance is their sum and nothing is ever updated in place. Each row names
 * its cause in `reference`, unique per account, so posting the same thing twice changes nothing.
 * The database keeps that sum on the account's account_money row as each row is inserted (a
 * trigger, in the insert's transaction), so a balance is one row's read.
 *
 * Debits that may be refused (calls) lock the account's account_money row first (SELECT … FOR
 * UPDATE, in one transaction with the balance read and the insert), so concurrent debits queue
 * and none can take the balance below the account's limit.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { accountMoney, type LedgerKind, ledgerEntries } from '../db/schema.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

export interface Posting {
  accountId: number;
  /** Positive: credit; negative: debit. Never 0. */
  amountMinor: number;
  kind: LedgerKind;
  reference: string;
  chargeId?: number | null;
  description: string;
  at: Date;
}

/** The balance would fall below the account's limit: the debit was not posted. */
export class InsufficientBalance extends Error {
  constructor(
    readonly balanceMinor: number,
    readonly limitMinor: number,
  ) {
    super('insufficient balance');
  }
}

/** The account's money row (created on first use), locked until the transaction ends. */
export async function lockAccount(
  tx: Tx,
  accountId: number,
): Promise<{ creditLimitMinor: number; lastInvoiceNumber: number; balanceMinor: number }> {
  const locked = () =>
    tx
      .select({
        creditLimitMinor: accountMoney.creditLimitMinor,
        lastInvoiceNumber: accountMoney.lastInvoiceNumber,
        balanceMinor: accountMoney.balanceMinor,
      })
      .from(accountMoney)
      .where(eq(accountMoney.accountId, accountId))
      .for('update');
  let [row] = await locked();
  if (!row) {
    await tx.insert(accountMoney).values({ accountId }).onConflictDoNothing();
    [row] = await locked();
  }
  if (!row) throw new Error(`account ${accountId} has no money row`);
  return row;
}

/** The account's balance and credit limit, as committed (an account without a row has 0 and 0). */
export async function moneyOf(
  db: Executor,
  accountId: number,
): Promise<{ balanceMinor: number; creditLimitMinor: number }> {
  const [row] = await db
    .select({ balanceMinor: accountMoney.balanceMinor, creditLimitMinor: accountMoney.creditLimitMinor })
    .from(accountMoney)
    .where(eq(accountMoney.accountId, accountId));
  return row ?? { balanceMinor: 0, creditLimitMinor: 0 };
}

export async function balanceOf(db: Executor, accountId: number): Promise<number> {
  return (await moneyOf(db, accountId)).balanceMinor;
}

/** Appends a row; answers false (and changes nothing) when its reference was posted before. */
export async function post(db: Executor, posting: Posting): Promise<boolean> {
  if (!Number.isSafeInteger(posting.amountMinor) || posting.amountMinor === 0) {
    throw new Error(`ledger amounts are non-zero whole cents, not ${posting.amountMinor}`);
  }
  const inserted = await db
    .insert(ledgerEntries)
    .values({
      accountId: posting.accountId,
      amountMinor: posting.amountMinor,
      kind: posting.kind,
      reference: posting.reference,
      chargeId: posting.chargeId ?? null,
      description: posting.description,
      createdAt: posting.at,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  return inserted.length > 0;
}

export interface DebitResult {
  /** False when this reference had been debited before (nothing changed). */
  posted: boolean;
  balanceMinor: number;
}

/**
 * Debits `amountMinor` (> 0) unless that takes the balance below minus the account's limit
 * (InsufficientBalance). Idempotent by `reference`.
 */
export function debit(db: Database, posting: Posting): Promise<DebitResult> {
  return db.transaction((tx) => debitWithin(tx, posting));
}

/** `debit` inside the caller's transaction (which it locks the account's money row in). */
export async function debitWithin(tx: Tx, posting: Posting): Promise<DebitResult> {
  if (posting.amountMinor <= 0) throw new Error('a debit takes a positive amount');
  const { creditLimitMinor, balanceMinor: balance } = await lockAccount(tx, posting.accountId);
  const [done] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.accountId, posting.accountId), eq(ledgerEntries.reference, posting.reference)),
    );
  if (done) return { posted: false, balanceMinor: balance };
  if (balance - posting.amountMinor < -creditLimitMinor)
    throw new InsufficientBalance(balance, creditLimitMinor);
  await post(tx, { ...posting, amountMinor: -posting.amountMinor });
  return { posted: true, balanceMinor: balance - posting.amountMinor };
}

/**
 * Charges a rated call to the account's balance (the rating engine's entry point): idempotent by
 * the call's id, refused with InsufficientBalance below the account's limit.
 */
export function debitCall(
  db: Database,
  accountId: number,
  callId: string | number,
  amountMinor: number,
  at: Date,
): Promise<DebitResult> {
  return debit(db, {
    accountId,
    amountMinor,
    kind: 'call',
    reference: `call:${callId}`,
    description: `Call ${callId}`,
    at,
  });
}
