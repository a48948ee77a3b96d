/**
 * The administrator's area (issue 26): the dashboard's figures are exactly what was seeded, per
 * bucket and in total; the ledger of every account is searched, paged and exported; a credit
 * note credits the account's balance, and is audited and in the account's activity.
 */
import { createHash } from 'node:crypto';
import { BILLING_PAGE_SIZE, endpoints as ep } from '@switchboard/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePartitions } from '../src/calls/partitions.js';
import {
  accounts,
  callRecords,
  charges,
  rootUsers,
  sessions,
  visitorRequests,
  widgets,
} from '../src/db/schema.js';
import { post } from '../src/money/ledger.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';
import { giveCredit } from './money.js';
import { VALID } from './support/valid-bodies.js';

let server: TestServer;
let call: ReturnType<typeof client>;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  admin = await server.createAdmin();
});
afterAll(() => server?.close());

const at = (text: string) => new Date(text);

async function bornAt(account: TestAccount, created: string, verified: string | null) {
  await server.db
    .update(accounts)
    .set({ createdAt: at(created) })
    .where(eq(accounts.id, account.accountId));
  await server.db
    .update(rootUsers)
    .set({ emailVerifiedAt: verified === null ? null : at(verified) })
    .where(eq(rootUsers.accountId, account.accountId));
}

let calls = 0;
async function seedCall(
  accountId: number,
  start: string,
  { seconds, answered = true, legOf }: { seconds: number; answered?: boolean; legOf?: string },
) {
  calls += 1;
  const callstart = at(start);
  await ensurePartitions(server.db, [callstart]);
  await server.db.insert(callRecords).values({
    accountId,
    callId: `xadmin-${calls}`,
    calltype: 'outbound',
    callingNumber: '35929990001',
    calledNumber: '35929990002',
    callstart,
    callstop: new Date(callstart.getTime() + seconds * 1000),
    dialstatus: answered ? 'answered' : 'noanswer',
    duration: seconds,
    billedSeconds: seconds,
    clientCost: 0,
    clientCostMicros: 0,
    parentCallId: legOf ?? null,
  });
}

async function seedCharge(accountId: number, kind: 'call' | 'number', amountMinor: number, when: string) {
  calls += 1;
  await post(server.db, {
    accountId,
    amountMinor: -amountMinor,
    kind,
    reference: `xadmin-charge-${calls}`,
    description: `Seeded ${kind}`,
    at: at(when),
  });
}

describe('the dashboard', () => {
  it('counts what was seeded in two months, per month and in total, across accounts', async () => {
    const march = await server.createAccount();
    await bornAt(march, '2031-03-05T10:00:00Z', '2031-03-06T10:00:00Z');
    const april = await server.createAccount({ verified: false });
    await bornAt(april, '2031-04-10T10:00:00Z', null);

    // March: two calls of March's account (a leg of one is not counted again), 90 s + 30 s answered.
    await seedCall(march.accountId, '2031-03-07T09:00:00Z', { seconds: 90 });
    await seedCall(march.accountId, '2031-03-07T09:00:05Z', { seconds: 90, legOf: 'xadmin-1' });
    await seedCall(march.accountId, '2031-03-20T23:59:00Z', { seconds: 30 });
    await seedCharge(march.accountId, 'call', 150, '2031-03-07T09:02:00Z');
    // Money paid in is not revenue.
    await giveCredit(server.db, march.accountId, 1000, at('2031-03-08T00:00:00Z'));

    // April: April's account calls (unanswered); March's account logs in and its widget takes a request.
    await seedCall(april.accountId, '2031-04-11T08:00:00Z', { seconds: 0, answered: false });
    await seedCharge(april.accountId, 'number', 300, '2031-04-11T08:00:00Z');
    const widget = await call(ep.createWidget, {
      body: VALID.createWidget,
      token: march.tokens.access_token,
    });
    expect(widget.status).toBe(201);
    await server.db
      .update(widgets)
      .set({ createdAt: at('2031-04-01T12:00:00Z') })
      .where(eq(widgets.id, widget.body.id));
    await server.db.insert(visitorRequests).values({
      accountId: march.accountId,
      widgetId: widget.body.id,
      type: 'message',
      payload: { name: 'Visitor', message: 'Hello' } as never,
      ipHash: createHash('sha256').update('xadmin-visitor').digest('hex'),
      createdAt: at('2031-04-15T12:00:00Z'),
    });
    await server.db
      .update(sessions)
      .set({ createdAt: at('2031-04-02T07:00:00Z') })
      .where(and(eq(sessions.accountId, march.accountId), eq(sessions.subjectKind, 'root')));
    // Outside the period: not counted.
    await seedCharge(april.accountId, 'call', 999, '2031-05-01T00:00:00Z');

    const reply = await call(ep.xadminDashboard, {
      body: { from: '2031-03-01', to: '2031-04-30', bucket: 'month' },
      token: admin.tokens.access_token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.buckets).toEqual([
      {
        bucket: '2031-03-01',
        new_accounts: 1,
        verified_accounts: 1,
        active_accounts: 1,
        new_widgets: 0,
        active_widgets: 0,
        visitor_requests: 0,
        calls: 2,
        call_minutes: 2,
        revenue_minor: 150,
      },
      {
        bucket: '2031-04-01',
        new_accounts: 1,
        verified_accounts: 0,
        active_accounts: 2,
        new_widgets: 1,
        active_widgets: 1,
        visitor_requests: 1,
        calls: 1,
        call_minutes: 0,
        revenue_minor: 300,
      },
    ]);
    expect(reply.body.totals).toEqual({
      new_accounts: 2,
      verified_accounts: 1,
      active_accounts: 2,
      new_widgets: 1,
      active_widgets: 1,
      visitor_requests: 1,
      calls: 3,
      call_minutes: 2,
      revenue_minor: 450,
    });

    // Days and weeks: every bucket is there, weeks from Monday.
    const weekly = await call(ep.xadminDashboard, {
      body: { from: '2031-03-01', to: '2031-03-31', bucket: 'week' },
      token: admin.tokens.access_token,
    });
    expect(weekly.body.buckets.map((b: { bucket: string }) => b.bucket)).toEqual([
      '2031-02-24',
      '2031-03-03',
      '2031-03-10',
      '2031-03-17',
      '2031-03-24',
      '2031-03-31',
    ]);
    expect(weekly.body.buckets.map((b: { calls: number }) => b.calls)).toEqual([0, 1, 0, 1, 0, 0]);
    const daily = await call(ep.xadminDashboard, {
      body: { from: '2031-03-01', to: '2031-04-30' },
      token: admin.tokens.access_token,
    });
    expect(daily.body.bucket).toBe('day');
    expect(daily.body.buckets).toHaveLength(61);
    expect(daily.body.totals).toEqual(reply.body.totals);
  });

  it('refuses a reversed or too long period on `to`', async () => {
    for (const body of [
      { from: '2031-03-02', to: '2031-03-01' },
      { from: '2020-01-01', to: '2031-01-01' },
    ]) {
      const reply = await call(ep.xadminDashboard, { body, token: admin.tokens.access_token });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toHaveProperty('to');
    }
  });
});

describe('billing', () => {
  let tag: string;
  let owner: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    tag = `bill${Date.now().toString(36)}`;
    owner = await server.createAccount({ name: `Ada ${tag}`, email: `ada.${tag}@example.test` });
    other = await server.createAccount({ name: `Bob ${tag}`, email: `bob.${tag}@example.test` });
    // Ada: 30 charges of 1..30 cents on 2032-01-01..30, a recharge, a declined payment; Bob: one charge.
    for (let day = 1; day <= 30; day++)
      await seedCharge(owner.accountId, 'call', day, `2032-01-${String(day).padStart(2, '0')}T12:00:00Z`);
    await giveCredit(server.db, owner.accountId, 5000, at('2032-02-01T00:00:00Z'));
    await server.db.insert(charges).values({
      accountId: owner.accountId,
      provider: 'sandbox',
      providerChargeId: `declined-${tag}`,
      kind: 'recharge',
      status: 'declined',
      amountMinor: 2500,
      message: 'Your card was declined',
      createdAt: at('2032-02-02T00:00:00Z'),
    });
    await seedCharge(other.accountId, 'number', 700, '2032-01-15T00:00:00Z');
  });

  const search = (body: Record<string, unknown>) =>
    call(ep.billingSearch, { body, token: admin.tokens.access_token });

  it('finds the rows of an account, newest first, a page at a time', async () => {
    const first = await search({ search: `ada.${tag}` });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 32, page: 1, page_size: BILLING_PAGE_SIZE });
    expect(first.body.entries).toHaveLength(BILLING_PAGE_SIZE);
    expect(first.body.entries[0]).toMatchObject({
      account_id: owner.accountId,
      account_name: `Ada ${tag}`,
      owner_email: `ada.${tag}@example.test`,
      kind: 'failed_payment',
      amount_minor: 2500,
      amount: 25,
      description: 'Your card was declined',
      created_at: '2032-02-02T00:00:00.000Z',
    });
    expect(first.body.entries[1]).toMatchObject({ kind: 'recharge', amount_minor: 5000 });
    expect(first.body.entries[2]).toMatchObject({ kind: 'charge', amount_minor: -30 });
    const second = await search({ search: `ada.${tag}`, page: 2 });
    expect(second.body.entries.map((e: { amount_minor: number }) => e.amount_minor)).toEqual([
      -7, -6, -5, -4, -3, -2, -1,
    ]);
  });

  it('filters by kind, period and the amount’s size, across accounts', async () => {
    const ids = (reply: { body: { entries: { account_id: number; amount_minor: number }[] } }) =>
      reply.body.entries.map((e) => [e.account_id, e.amount_minor]);
    expect(ids(await search({ search: tag, kind: 'failed_payment' }))).toEqual([[owner.accountId, 2500]]);
    expect(ids(await search({ search: tag, kind: 'recharge' }))).toEqual([[owner.accountId, 5000]]);
    expect(ids(await search({ search: tag, from: '2032-01-14', to: '2032-01-15' }))).toEqual([
      [owner.accountId, -15],
      [other.accountId, -700],
      [owner.accountId, -14],
    ]);
    expect(ids(await search({ search: tag, kind: 'charge', amount_min: 29, amount_max: 700 }))).toEqual([
      [owner.accountId, -30],
      [owner.accountId, -29],
      [other.accountId, -700],
    ]);
    expect((await search({ search: tag, kind: 'credit_note' })).body).toMatchObject({
      total: 0,
      entries: [],
    });
  });

  it('exports the filtered rows as CSV', async () => {
    const reply = await call(ep.billingExport, {
      body: { search: tag, from: '2032-01-15', to: '2032-01-15' },
      token: admin.tokens.access_token,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/csv');
    expect(reply.headers.get('content-disposition')).toContain('billing.csv');
    const lines = String(reply.body).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,account_id,account,owner_email,kind,amount,description');
    expect(lines.slice(1).map((line) => line.split(',').slice(2, 7))).toEqual([
      [String(owner.accountId), `Ada ${tag}`, `ada.${tag}@example.test`, 'charge', '-0.15'],
      [String(other.accountId), `Bob ${tag}`, `bob.${tag}@example.test`, 'charge', '-7'],
    ]);
  });

  it('issues a credit note: the balance rises by it, audited and in the account’s activity', async () => {
    const balance = async () =>
      (await call(ep.balance, { token: owner.tokens.access_token })).body.balance_minor as number;
    const before = await balance();
    const reason = 'Outage on 3 March, ticket 77';
    const issued = await call(ep.issueCreditNote, {
      body: { account_id: owner.accountId, amount_minor: 1234, reason },
      token: admin.tokens.access_token,
    });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      account_id: owner.accountId,
      kind: 'credit_note',
      amount_minor: 1234,
      amount: 12.34,
      description: `Credit note: ${reason}`,
    });
    expect(await balance()).toBe(before + 1234);
    expect((await search({ search: tag, kind: 'credit_note' })).body.entries).toEqual([issued.body]);

    const [audited] = (await server.audit()).filter((entry) => entry.action === 'credit_note.issue');
    expect(audited).toMatchObject({
      actorId: admin.rootUserId,
      actorAccountId: admin.accountId,
      targetKind: 'ledger_entry',
      targetId: Number(issued.body.id.replace('ledger:', '')),
      targetAccountId: owner.accountId,
      reason,
    });
    const activity = await call(ep.activity, { body: {}, token: owner.tokens.access_token });
    expect(activity.body.entries[0]).toMatchObject({
      action: 'credit_note.issue',
      acting_admin_id: admin.rootUserId,
      after: { amount_minor: 1234, reason, administrator: { id: admin.rootUserId } },
    });
  });

  it('refuses a credit note without a reason, or to no account (422)', async () => {
    for (const reason of [undefined, '', 'ab', 'x'.repeat(501)]) {
      const reply = await call(ep.issueCreditNote, {
        body: { account_id: owner.accountId, amount_minor: 100, reason },
        token: admin.tokens.access_token,
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toHaveProperty('reason');
    }
    const nobody = await call(ep.issueCreditNote, {
      body: { account_id: 999_999, amount_minor: 100, reason: 'No such account' },
      token: admin.tokens.access_token,
    });
    expect(nobody.status).toBe(422);
    expect(nobody.body.errors).toHaveProperty('account_id');
  });

  it('is the administrators’ only (403 to an account owner)', async () => {
    for (const [endpoint, body] of [
      [ep.xadminDashboard, VALID.xadminDashboard],
      [ep.billingSearch, VALID.billingSearch],
      [ep.billingExport, VALID.billingExport],
      [ep.issueCreditNote, { ...(VALID.issueCreditNote as object), account_id: owner.accountId }],
    ] as const) {
      const reply = await call(endpoint, { body, token: owner.tokens.access_token });
      expect(reply.status).toBe(403);
    }
  });
});
