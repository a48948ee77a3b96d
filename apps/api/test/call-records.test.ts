import { endpoints as ep } from '@switchboard/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema.js';
import { balanceOf } from '../src/money/ledger.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';
import { giveCredit } from './money.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

const as = (owner: TestAccount) => owner.tokens.access_token;

const leg = (callId: string, extra: Record<string, unknown> = {}) => ({
  call_id: callId,
  calltype: 'outbound',
  calling_number: '35924001122',
  called_number: '442071234567',
  callstart: '2026-03-10T09:00:00Z',
  callstop: '2026-03-10T09:01:40Z',
  dialstatus: 'answered',
  duration: 100,
  ...extra,
});

/** An account with 10.00 on its balance, a sell tariff (0.06/min to 44, per minute) and a switch token. */
async function setUp({ credit = 1000 } = {}) {
  const owner = await server.createAccount();
  if (credit > 0) {
    await giveCredit(server.db, owner.accountId, credit, new Date());
  }
  const sell = await call(ep.createSellRate, {
    token: as(owner),
    body: {
      prefix: '44',
      carrier_rate: '0.06',
      effective_date: '2026-01-01',
      minimum_time: 60,
      rest_time: 60,
    },
  });
  expect(sell.status).toBe(201);
  const rotated = await call(ep.rotateSwitchToken, { token: as(owner), body: {} });
  expect(rotated.status).toBe(201);
  return { owner, switchToken: rotated.body.token as string };
}

describe('switch token', () => {
  it('is shown once, stored hashed, and a rotation retires the old one', async () => {
    const owner = await server.createAccount();
    expect((await call(ep.switchTokenStatus, { token: as(owner) })).body).toEqual({
      exists: false,
      created_at: null,
      last_seen_at: null,
      recent_events: [],
      registrations: [],
    });
    const first = (await call(ep.rotateSwitchToken, { token: as(owner), body: {} })).body.token;
    const status = await call(ep.switchTokenStatus, { token: as(owner) });
    expect(status.body).toEqual({
      exists: true,
      created_at: expect.any(String),
      last_seen_at: null,
      recent_events: [],
      registrations: [],
    });
    expect(JSON.stringify(status.body)).not.toContain(first);
    const second = (await call(ep.rotateSwitchToken, { token: as(owner), body: {} })).body.token;
    expect(second).not.toBe(first);
    const records = { records: [leg('rot-1')] };
    expect((await call(ep.ingestCallRecords, { token: first, body: records })).status).toBe(401);
    expect((await call(ep.ingestCallRecords, { token: second, body: records })).status).toBe(200);
    // The switch page says when the switch was last heard from.
    const seen = await call(ep.switchTokenStatus, { token: as(owner) });
    expect(seen.body.last_seen_at).toEqual(expect.any(String));
  });

  it('refuses the ingest without a token or with an access token, before reading the body', async () => {
    const owner = await server.createAccount();
    expect((await call(ep.ingestCallRecords, { body: { records: [] } })).status).toBe(401);
    expect((await call(ep.ingestCallRecords, { token: as(owner), body: { nonsense: 1 } })).status).toBe(401);
  });
});

describe('call-record ingest', () => {
  it('rates each answered leg on the sell tariff and stores the call-log fields', async () => {
    const { owner, switchToken } = await setUp();
    const reply = await call(ep.ingestCallRecords, {
      token: switchToken,
      body: {
        records: [
          leg('c-1'),
          leg('c-2', { dialstatus: 'busy', duration: 12 }),
          leg('c-3', { called_number: '9990001', duration: 30 }),
          leg('c-4', { called_number: '35929990001', duration: 30 }),
        ],
      },
    });
    expect(reply.status).toBe(200);
    // 100 s at (0, 60, 60) bills 120 s: 0.12 → 12 cents; busy and unrated legs cost nothing; a
    // number the account's tariff has no rate for is priced on the provider's default tariff
    // (Bulgaria, 0.012 a minute by the second: 30 s → 0.006 → 1 cent).
    expect(reply.body).toEqual({ inserted: 4, duplicates: 0, corrected: 0, charged: 13, unbilled: 0 });
    expect(await balanceOf(server.db, owner.accountId)).toBe(1000 - 13);
    const log = await call(ep.listCallRecords, { token: as(owner), body: {} });
    expect(log.body.total).toBe(4);
    const byId = Object.fromEntries(log.body.data.map((row: { call_id: string }) => [row.call_id, row]));
    expect(byId['c-1']).toMatchObject({
      calltype: 'outbound',
      calling_number: '35924001122',
      called_number: '442071234567',
      callstart: '2026-03-10T09:00:00.000Z',
      callstop: '2026-03-10T09:01:40.000Z',
      dialstatus: 'answered',
      duration: 100,
      billed_seconds: 120,
      client_cost: 12,
      client_cost_micros: 120_000,
      rate_prefix: '44',
    });
    expect(byId['c-2']).toMatchObject({
      dialstatus: 'busy',
      duration: 12,
      client_cost: 0,
      billed_seconds: 0,
    });
    expect(byId['c-3']).toMatchObject({ client_cost: 0, rate_prefix: null });
    expect(byId['c-4']).toMatchObject({
      billed_seconds: 30,
      client_cost: 1,
      client_cost_micros: 6_000,
      rate_prefix: '359',
    });
  });

  it('stores and bills a retried batch once (idempotent by call id)', async () => {
    const { owner, switchToken } = await setUp();
    const batch = { records: [leg('r-1'), leg('r-2'), leg('r-1')] };
    const first = await call(ep.ingestCallRecords, { token: switchToken, body: batch });
    expect(first.body).toEqual({ inserted: 2, duplicates: 1, corrected: 0, charged: 24, unbilled: 0 });
    const retry = await call(ep.ingestCallRecords, { token: switchToken, body: batch });
    expect(retry.body).toEqual({ inserted: 0, duplicates: 3, corrected: 0, charged: 0, unbilled: 0 });
    expect(await balanceOf(server.db, owner.accountId)).toBe(1000 - 24);
    const log = await call(ep.listCallRecords, { token: as(owner), body: {} });
    expect(log.body.total).toBe(2);
  });

  it('corrects a stored record by a higher revision: re-rated, its charge reversed and posted anew, once', async () => {
    const { owner, switchToken } = await setUp();
    const ingest = (records: unknown[]) =>
      call(ep.ingestCallRecords, { token: switchToken, body: { records } });
    expect((await ingest([leg('fix')])).body).toMatchObject({ inserted: 1, charged: 12 });

    // The switch had the wrong stop and start: 100 s on March 10 were really 30 s on April 2.
    const fixed = leg('fix', {
      revision: 1,
      callstart: '2026-04-02T10:00:00Z',
      callstop: '2026-04-02T10:00:30Z',
      duration: 30,
    });
    expect((await ingest([fixed])).body).toEqual({
      inserted: 0,
      duplicates: 0,
      corrected: 1,
      charged: 6,
      unbilled: 0,
    });
    // A retried correction, or an older revision arriving late, changes nothing.
    expect((await ingest([fixed, leg('fix')])).body).toMatchObject({
      corrected: 0,
      duplicates: 2,
      charged: 0,
    });
    expect(await balanceOf(server.db, owner.accountId)).toBe(1000 - 6);

    const log = await call(ep.listCallRecords, { token: as(owner), body: {} });
    expect(log.body.total).toBe(1);
    expect(log.body.data[0]).toMatchObject({
      call_id: 'fix',
      callstart: '2026-04-02T10:00:00.000Z',
      duration: 30,
      billed_seconds: 60,
      client_cost: 6,
    });
    // The ledger keeps every step: the first charge, its reversal and the new charge.
    const entries = await server.db
      .select({ amount: ledgerEntries.amountMinor, reference: ledgerEntries.reference })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, owner.accountId), eq(ledgerEntries.kind, 'call')))
      .orderBy(ledgerEntries.id);
    expect(entries).toEqual([
      { amount: -12, reference: 'call:fix' },
      { amount: 12, reference: 'call-reversal:1:fix' },
      { amount: -6, reference: 'call-revision:1:fix' },
    ]);

    // A second correction reverses what the call is charged now (6), not the first charge again.
    const free = leg('fix', {
      revision: 2,
      dialstatus: 'busy',
      duration: 0,
      callstart: '2026-04-02T10:00:00Z',
      callstop: '2026-04-02T10:00:30Z',
    });
    expect((await ingest([free])).body).toMatchObject({ corrected: 1, charged: 0 });
    expect(await balanceOf(server.db, owner.accountId)).toBe(1000);
  });

  it('stores a leg the balance cannot pay as unbilled, with its cost', async () => {
    const { owner, switchToken } = await setUp({ credit: 0 });
    const reply = await call(ep.ingestCallRecords, { token: switchToken, body: { records: [leg('poor')] } });
    expect(reply.body).toEqual({ inserted: 1, duplicates: 0, corrected: 0, charged: 0, unbilled: 1 });
    expect(await balanceOf(server.db, owner.accountId)).toBe(0);
    const [row] = (await call(ep.listCallRecords, { token: as(owner), body: {} })).body.data;
    expect(row).toMatchObject({ call_id: 'poor', client_cost: 12 });
  });

  it('keeps call ids per account and rates the carrier leg only on the account’s own carrier', async () => {
    const a = await setUp();
    const b = await setUp();
    const carrier = await call(ep.createCarrier, { token: as(a.owner), body: { carrier_name: 'C' } });
    await call(ep.createCarrierRate, {
      token: as(a.owner),
      params: { carrierId: carrier.body.id },
      body: { prefix: '4420', carrier_rate: '0.03', effective_date: '2026-01-01' },
    });
    const mine = await call(ep.ingestCallRecords, {
      token: a.switchToken,
      body: { records: [leg('same', { carrier_id: carrier.body.id })] },
    });
    expect(mine.body.inserted).toBe(1);
    const theirs = await call(ep.ingestCallRecords, {
      token: b.switchToken,
      body: { records: [leg('same', { carrier_id: carrier.body.id })] },
    });
    expect(theirs.body.inserted).toBe(1);
    const [rowA] = (await call(ep.listCallRecords, { token: as(a.owner), body: {} })).body.data;
    const [rowB] = (await call(ep.listCallRecords, { token: as(b.owner), body: {} })).body.data;
    // 100 s by the second at 0.03/min = 0.05 → 50,000 micro-units.
    expect(rowA).toMatchObject({ carrier_id: carrier.body.id, carrier_cost_micros: 50_000 });
    expect(rowB).toMatchObject({ carrier_id: null, carrier_cost_micros: 0 });
  });

  it('checks every record with the rule set and the batch size', async () => {
    const { switchToken } = await setUp();
    const reply = await call(ep.ingestCallRecords, {
      token: switchToken,
      body: { records: [leg('bad', { dialstatus: 'ringing', duration: -1, callstart: 'yesterday' })] },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual([
      'records.0.callstart',
      'records.0.dialstatus',
      'records.0.duration',
    ]);
    const empty = await call(ep.ingestCallRecords, { token: switchToken, body: { records: [] } });
    expect(empty.status).toBe(422);
  });

  it('refuses times that do not exist or do not tell one story, naming each record, and stores none', async () => {
    const { owner, switchToken } = await setUp();
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    const reply = await call(ep.ingestCallRecords, {
      token: switchToken,
      body: {
        records: [
          leg('feb-30', { callstart: '2026-02-30T10:00:00Z', callstop: '2026-03-02T10:01:40Z' }),
          leg('no-zone', { callstart: '2026-03-10T09:00:00', callstop: '2026-03-10T09:01:40' }),
          leg('backwards', { callstart: '2026-03-10T09:01:40Z', callstop: '2026-03-10T09:00:00Z' }),
          leg('too-long', { duration: 500 }),
          leg('not-over', { callstart: new Date().toISOString(), callstop: future }),
          leg('fine'),
        ],
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      'records.0.callstart': ['Enter valid Callstart'],
      'records.1.callstart': ['Enter valid Callstart'],
      'records.1.callstop': ['Enter valid Callstop'],
      'records.2.callstop': ['Callstop must not be before Callstart.'],
      'records.3.duration': ['Duration must not be longer than the time from Callstart to Callstop.'],
      'records.4.callstop': ['Callstop must not be in the future.'],
    });
    const stored = await call(ep.listCallRecords, { token: as(owner), body: {} });
    expect(stored.body.total).toBe(0);
  });
});

describe('call log', () => {
  it('pages newest first and filters by start time', async () => {
    const { owner, switchToken } = await setUp();
    const records = Array.from({ length: 5 }, (_, day) =>
      leg(`d-${day + 1}`, {
        callstart: `2026-04-0${day + 1}T08:00:00Z`,
        callstop: `2026-04-0${day + 1}T08:01:40Z`,
      }),
    );
    await call(ep.ingestCallRecords, { token: switchToken, body: { records } });
    const page = await call(ep.listCallRecords, { token: as(owner), body: { page: 2, per_page: 2 } });
    expect(page.body).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(page.body.data.map((row: { call_id: string }) => row.call_id)).toEqual(['d-3', 'd-2']);
    const filtered = await call(ep.listCallRecords, {
      token: as(owner),
      body: { from: '2026-04-02', to: '2026-04-03T23:59:59Z' },
    });
    expect(filtered.body.data.map((row: { call_id: string }) => row.call_id)).toEqual(['d-3', 'd-2']);
  });
});
