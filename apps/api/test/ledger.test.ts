/**
 * The balance ledger: append-only integer cents, balance = sum, idempotent by reference, and
 * concurrent debits that cannot take the balance below the account's limit (on PostgreSQL they
 * run on separate pooled connections at once; the account row's lock makes them queue). Invoice
 * numbers per account have no gaps, also when charges are recorded concurrently.
 */
import { endpoints as ep } from '@switchboard/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMoney, invoices, ledgerEntries } from '../src/db/schema.js';
import { processEvent } from '../src/money/events.js';
import { balanceOf, debitCall, InsufficientBalance, post } from '../src/money/ledger.js';
import { sandboxOf } from '../src/payments/select.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { moneyClient } from './money.js';

let server: TestServer;
let money: ReturnType<typeof moneyClient>;

beforeAll(async () => {
  server = await startTestServer();
  money = moneyClient(server);
});
afterAll(() => server?.close());

const credit = (accountId: number, amountMinor: number, reference: string) =>
  post(server.db, {
    accountId,
    amountMinor,
    kind: 'recharge',
    reference,
    description: 'Test credit',
    at: new Date(),
  });

describe('the ledger', () => {
  it('derives the balance from its rows; a reference is posted once', async () => {
    const owner = await server.createAccount();
    expect(await credit(owner.accountId, 5000, 'test:1')).toBe(true);
    expect(await credit(owner.accountId, 5000, 'test:1')).toBe(false);
    const first = await debitCall(server.db, owner.accountId, 'call-1', 1234, new Date());
    const repeat = await debitCall(server.db, owner.accountId, 'call-1', 1234, new Date());
    expect(first).toEqual({ posted: true, balanceMinor: 3766 });
    expect(repeat).toEqual({ posted: false, balanceMinor: 3766 });
    expect(await balanceOf(server.db, owner.accountId)).toBe(3766);
    const balance = await money.call(ep.balance, { token: owner.tokens.access_token });
    expect(balance.body).toEqual({
      balance: 37.66,
      balance_minor: 3766,
      credit_limit_minor: 0,
      currency: 'EUR',
    });
    const rows = await server.db
      .select({ amount: ledgerEntries.amountMinor, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, owner.accountId))
      .orderBy(asc(ledgerEntries.id));
    expect(rows).toEqual([
      { amount: 5000, kind: 'recharge' },
      { amount: -1234, kind: 'call' },
    ]);
  });

  it('refuses a debit below the limit and posts nothing for it', async () => {
    const owner = await server.createAccount();
    await credit(owner.accountId, 1000, 'test:limit');
    await expect(debitCall(server.db, owner.accountId, 'too-much', 1001, new Date())).rejects.toBeInstanceOf(
      InsufficientBalance,
    );
    await server.db
      .insert(accountMoney)
      .values({ accountId: owner.accountId, creditLimitMinor: 500 })
      .onConflictDoUpdate({
        target: accountMoney.accountId,
        set: { creditLimitMinor: 500 },
      });
    expect((await debitCall(server.db, owner.accountId, 'within-limit', 1500, new Date())).balanceMinor).toBe(
      -500,
    );
    await expect(debitCall(server.db, owner.accountId, 'past-limit', 1, new Date())).rejects.toBeInstanceOf(
      InsufficientBalance,
    );
  });

  it('refuses to change a row in place (the database enforces it)', async () => {
    const owner = await server.createAccount();
    await credit(owner.accountId, 700, 'test:immutable');
    await expect(
      server.db
        .update(ledgerEntries)
        .set({ amountMinor: 70_000 })
        .where(eq(ledgerEntries.accountId, owner.accountId)),
    ).rejects.toThrow();
    expect(await balanceOf(server.db, owner.accountId)).toBe(700);
  });

  it('lets concurrent debits take the balance down to the limit and no further', async () => {
    const owner = await server.createAccount();
    await credit(owner.accountId, 10_000, 'test:concurrent');
    // 40 calls of €3.00 at once against €100.00: exactly 33 can be paid.
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        debitCall(server.db, owner.accountId, `parallel-${i}`, 300, new Date()),
      ),
    );
    const paid = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(paid).toHaveLength(33);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientBalance);
    expect(await balanceOf(server.db, owner.accountId)).toBe(100);
  });

  it('keeps the running balance equal to the sum of the rows, also when credits and debits arrive at once', async () => {
    const owner = await server.createAccount();
    // Debits that meet an empty balance are refused; each other posting lands once.
    await Promise.allSettled([
      ...Array.from({ length: 20 }, (_, i) => credit(owner.accountId, 100 + i, `test:at-once-${i}`)),
      ...Array.from({ length: 20 }, (_, i) =>
        debitCall(server.db, owner.accountId, `at-once-${i}`, 7, new Date()),
      ),
      // A repeated reference adds nothing.
      credit(owner.accountId, 100, 'test:at-once-0'),
    ]);
    const [sum] = await server.db
      .select({ minor: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, owner.accountId));
    const rows = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, owner.accountId));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(await balanceOf(server.db, owner.accountId)).toBe(Number(sum?.minor));
    // The account's own figure, as the profile shows it.
    const balance = await money.call(ep.balance, { token: owner.tokens.access_token });
    expect(balance.body.balance_minor).toBe(Number(sum?.minor));
  });
});

describe('invoice numbers', () => {
  it('run 1, 2, 3 … per account without gaps, also when charges are recorded at once', async () => {
    const [a, b] = [await server.createAccount(), await server.createAccount()];
    await money.addCard(a);
    await money.addCard(b);
    // Ten recharges started, their confirmations delivered concurrently.
    const sessions: string[] = [];
    for (let i = 0; i < 10; i++) {
      const owner = i % 3 === 0 ? b : a;
      const start = await money.call(ep.recharge, {
        token: owner.tokens.access_token,
        body: { amount: 5000 },
      });
      sessions.push(start.body.url);
    }
    await Promise.all(sessions.map((url) => money.pay(url)));
    const numbers = async (accountId: number) =>
      (
        await server.db
          .select({ number: invoices.number })
          .from(invoices)
          .where(eq(invoices.accountId, accountId))
          .orderBy(asc(invoices.number))
      ).map((row) => row.number);
    expect(await numbers(a.accountId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await numbers(b.accountId)).toEqual([1, 2, 3, 4]);
    expect(await balanceOf(server.db, a.accountId)).toBe(30_000);
    // A replayed event takes no number.
    const events = (await sandboxOf(server.deps.payments)?.store.all('event')) ?? [];
    const event = events.find(({ data }) => data.payload.includes('charge.succeeded'));
    expect(await processEvent(server.deps, JSON.parse(event?.data.payload ?? '{}'))).toBe('duplicate');
    expect(await numbers(a.accountId)).toHaveLength(6);
  });
});
