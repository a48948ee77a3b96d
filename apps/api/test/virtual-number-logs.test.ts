/**
 * The virtual number area's call and SMS logs and its dashboard: the PBX reports' endpoints with
 * `scope: 'virtual_numbers'` list the calls on the account's rented numbers (the number called,
 * inbound; the number calling, outbound) and the messages to or from them, never a call on a DID
 * of the PBX that is not rented nor another account's; the exports carry the scope; the dashboard
 * adds up the month's calls, messages and number charges (from the ledger) and the last 30 days.
 */
import { endpoints as ep } from '@switchboard/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestCalls } from '../src/calls/ingest.js';
import { carrierRates, didNumbers, ledgerEntries, messageLog } from '../src/db/schema.js';
import { silentLogger } from '../src/lib/logger.js';
import { manualClock, startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { applyAnswer } from '../src/virtual-numbers/orders.js';
import { renewDueNumbers } from '../src/virtual-numbers/renewals.js';
import { SANDBOX_AREA_CODES } from '../src/virtual-numbers/sandbox.js';
import { client } from './http.js';
import { giveCredit } from './money.js';

const clock = manualClock(new Date('2026-03-26T12:00:00Z'));
let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({ clock, config: { numberSupplierDelayMs: 0 } });
  call = client(server.url);
});
afterAll(() => server?.close());

const as = (owner: TestAccount) => owner.tokens.access_token;
const utc = (text: string) => new Date(`${text}Z`);

/** Numbers rented through the real order path: held by the sandbox, then answered with these. */
async function rent(owner: TestAccount, at: string, offer: Record<string, string>, numbers: string[]) {
  clock.set(utc(at));
  const placed = await call(ep.createNumberOrder, {
    token: as(owner),
    body: { ...offer, quantity: numbers.length, area_code: SANDBOX_AREA_CODES.held },
  });
  expect(placed.body.order_status).toBe('pending');
  await applyAnswer(server.deps, { orderId: placed.body.id, status: 'fulfilled', numbers });
}

/** €1.00 a started minute (micro-units, 60 s then 60 s steps) for the prefixes the calls use. */
async function sellTariff(owner: TestAccount) {
  await server.db.insert(carrierRates).values(
    ['1', '44', '49', '359'].map((prefix) => ({
      accountId: owner.accountId,
      prefix,
      carrierRate: 1_000_000,
      effectiveDate: '2026-01-01',
      minimumTime: 60,
      restTime: 60,
    })),
  );
}

type Leg = Parameters<typeof ingestCalls>[2][number];

function leg(callId: string, start: string, extra: Partial<Leg> = {}): Leg {
  const duration = extra.duration ?? 0;
  return {
    call_id: callId,
    calltype: 'inbound',
    calling_number: '35988800001',
    called_number: '442070000001',
    callstart: utc(start).toISOString(),
    callstop: new Date(utc(start).getTime() + duration * 1000).toISOString(),
    dialstatus: 'answered',
    duration,
    ...extra,
  };
}

function message(
  owner: TestAccount,
  from: string,
  to: string,
  at: string,
  msgstatus: 'delivered' | 'failed',
) {
  return {
    accountId: owner.accountId,
    msgtype: 'sms' as const,
    callingNumber: from,
    calledNumber: to,
    text: 'Hello',
    parts: 1,
    clientCost: 5,
    msgstatus,
    provider: 'sandbox',
    createdAt: utc(at),
  };
}

/**
 * An account renting +12125550001 (US mobile, 25 February: €1.00 setup, €1.50 a month, renewed
 * 26 March) and +442070000001, +442070000002 (GB local, 5 March: €1.00 setup and €1.50 a month
 * each), with a DID of its own PBX that is not rented (+35924001122), calls and messages on both.
 */
async function accountWithNumbers() {
  const owner = await server.createAccount();
  await giveCredit(server.db, owner.accountId, 100_00, utc('2026-02-01T00:00:00'));
  await rent(owner, '2026-02-25T10:00:00', { country: 'US', number_type: 'mobile' }, ['+12125550001']);
  await rent(owner, '2026-03-05T10:00:00', { country: 'GB', number_type: 'local' }, [
    '+442070000001',
    '+442070000002',
  ]);
  clock.set(utc('2026-03-26T10:00:00'));
  expect(await renewDueNumbers({ ...server.deps, log: silentLogger })).toBeGreaterThanOrEqual(1);
  clock.set(utc('2026-03-26T12:00:00'));
  await server.db
    .insert(didNumbers)
    .values({ accountId: owner.accountId, number: '+35924001122', country: 'BG' });
  await sellTariff(owner);
  await ingestCalls(
    server.deps,
    owner.accountId,
    [
      // On rented numbers: 2 started minutes (€2.00), a missed call, 1 minute out (€1.00).
      leg('vn-in-1', '2026-03-10T09:00:00', { duration: 61 }),
      leg('vn-in-1-q', '2026-03-10T09:00:00', {
        calltype: 'internal',
        parent_call_id: 'vn-in-1',
        leg_type: 'queue',
        called_number: '101',
        duration: 61,
      }),
      leg('vn-in-2', '2026-03-26T08:00:00', {
        called_number: '+442070000002',
        dialstatus: 'no answer',
        duration: 20,
      }),
      leg('vn-out-1', '2026-03-12T10:00:00', {
        calltype: 'outbound',
        calling_number: '12125550001',
        called_number: '4915112345678',
        duration: 30,
      }),
      // Within the last 30 days, not this month; before the 30 days.
      leg('vn-in-feb', '2026-02-27T09:00:00', { duration: 60 }),
      leg('vn-in-old', '2026-02-10T09:00:00', { duration: 60 }),
      // The PBX's own DID, in and out; a call out from it to a rented number is not on a rented one.
      leg('pbx-in-1', '2026-03-10T10:00:00', { called_number: '35924001122', duration: 60 }),
      leg('pbx-out-1', '2026-03-10T11:00:00', {
        calltype: 'outbound',
        calling_number: '35924001122',
        called_number: '442070000001',
        duration: 60,
      }),
    ],
    { bill: false },
  );
  await server.db
    .insert(messageLog)
    .values([
      message(owner, '+442070000001', '359888000001', '2026-03-10T09:30:00', 'delivered'),
      message(owner, 'Switchbrd', '442070000002', '2026-03-11T09:00:00', 'failed'),
      message(owner, 'Switchbrd', '359888000003', '2026-03-11T10:00:00', 'delivered'),
      message(owner, 'Switchbrd', '12125550001', '2026-02-28T09:00:00', 'delivered'),
    ]);
  return owner;
}

const march = { from: '2026-03-01', to: '2026-03-31' };
const vn = { scope: 'virtual_numbers' } as const;
const ids = (page: { rows: { call_id: string }[] }) => page.rows.map((row) => row.call_id);

describe('call logs of the virtual numbers', () => {
  it('lists the calls on rented numbers in both directions, not those on other PBX numbers', async () => {
    const owner = await accountWithNumbers();
    const page = await call(ep.callReport, { token: as(owner), body: { ...march, ...vn } });
    expect(page.status).toBe(200);
    expect(ids(page.body)).toEqual(['vn-in-2', 'vn-out-1', 'vn-in-1']);
    expect(page.body.rows.find((r: { call_id: string }) => r.call_id === 'vn-in-1')).toMatchObject({
      calltype: 'inbound',
      client_cost: 200,
      legs: 1,
    });
    expect(page.body.summary).toMatchObject({ count: 3, minutes: 2, cost: 300 });
    // Without the scope the same endpoint is the PBX report: every customer call of the account.
    const whole = await call(ep.callReport, { token: as(owner), body: march });
    expect(ids(whole.body)).toEqual(['vn-in-2', 'vn-out-1', 'pbx-out-1', 'pbx-in-1', 'vn-in-1']);
  });

  it("takes the reports' filters: a tab, the number, the result, the days", async () => {
    const owner = await accountWithNumbers();
    const logged = async (body: Record<string, unknown>) =>
      ids((await call(ep.callReport, { token: as(owner), body: { ...march, ...vn, ...body } })).body);
    expect(await logged({ tab: 'outgoing' })).toEqual(['vn-out-1']);
    expect(await logged({ tab: 'missed' })).toEqual(['vn-in-2']);
    expect(await logged({ number: '0000002' })).toEqual(['vn-in-2']);
    expect(await logged({ result: 'answered' })).toEqual(['vn-out-1', 'vn-in-1']);
    expect(await logged({ from: '2026-02-01', to: '2026-02-28' })).toEqual(['vn-in-feb', 'vn-in-old']);
    expect((await call(ep.callReport, { token: as(owner), body: { ...march, scope: 'mine' } })).status).toBe(
      422,
    );
  });

  it("never shows another account's calls, even on a number with the same digits", async () => {
    await accountWithNumbers();
    const other = await server.createAccount();
    await giveCredit(server.db, other.accountId, 10_00, utc('2026-03-01T00:00:00'));
    expect((await call(ep.callReport, { token: as(other), body: { ...march, ...vn } })).body.rows).toEqual(
      [],
    );
    await rent(other, '2026-03-06T10:00:00', { country: 'GB', number_type: 'local' }, ['442070000001']);
    clock.set(utc('2026-03-26T12:00:00'));
    await ingestCalls(server.deps, other.accountId, [leg('other-in', '2026-03-15T09:00:00')], {
      bill: false,
    });
    expect(ids((await call(ep.callReport, { token: as(other), body: { ...march, ...vn } })).body)).toEqual([
      'other-in',
    ]);
    const messages = await call(ep.messageReport, { token: as(other), body: { ...march, ...vn } });
    expect(messages.body.rows).toEqual([]);
  });

  it('exports the scoped calls only, as CSV and XLSX', async () => {
    const owner = await accountWithNumbers();
    const link = await call(ep.callReportExport, {
      token: as(owner),
      body: { ...march, ...vn, format: 'csv' },
    });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ rows: 3, name: 'virtual-number-calls-2026-03-01-2026-03-31.csv' });
    const csv = await (await fetch(server.url + link.body.url)).text();
    expect(
      csv
        .trim()
        .split('\r\n')
        .map((line) => line.split(',')[0]),
    ).toEqual(['call_id', 'vn-in-2', 'vn-out-1', 'vn-in-1']);
    expect(csv).toContain('vn-in-1,inbound,35988800001,442070000001,');
    expect(csv).toContain(',answered,61,2\r\n');

    const xlsx = await call(ep.callReportExport, {
      token: as(owner),
      body: { ...march, ...vn, format: 'xlsx' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetch(server.url + xlsx.body.url)).arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(4).getCell(1).value).toBe('vn-in-1');
  });
});

describe('SMS logs of the virtual numbers', () => {
  it('lists the messages to or from a rented number, and exports them', async () => {
    const owner = await accountWithNumbers();
    const page = await call(ep.messageReport, { token: as(owner), body: { ...march, ...vn } });
    expect(page.status).toBe(200);
    expect(page.body.rows.map((r: { called_number: string }) => r.called_number)).toEqual([
      '442070000002',
      '359888000001',
    ]);
    expect(page.body.summary).toMatchObject({ count: 2, cost: 10 });
    const failed = await call(ep.messageReport, {
      token: as(owner),
      body: { ...march, ...vn, result: 'failed' },
    });
    expect(failed.body.rows).toHaveLength(1);

    const link = await call(ep.messageReportExport, {
      token: as(owner),
      body: { ...march, ...vn, format: 'csv' },
    });
    expect(link.body).toMatchObject({ rows: 2, name: 'virtual-number-messages-2026-03-01-2026-03-31.csv' });
    expect((await (await fetch(server.url + link.body.url)).text()).split('\r\n')).toEqual([
      'msgtype,calling_number,called_number,created_at,msgstatus,client_cost',
      'sms,Switchbrd,442070000002,2026-03-11T09:00:00.000Z,failed,0.05',
      'sms,+442070000001,359888000001,2026-03-10T09:30:00.000Z,delivered,0.05',
      '',
    ]);
  });
});

describe('the virtual number dashboard', () => {
  it("adds up this month's numbers, calls, messages and spend, and the last 30 days", async () => {
    const owner = await accountWithNumbers();
    const reply = await call(ep.virtualNumberDashboard, { token: as(owner) });
    expect(reply.status).toBe(200);
    const { daily, ...figures } = reply.body;
    expect(figures).toEqual({
      timezone: 'UTC',
      month: '2026-03-01',
      numbers: [
        { country: 'GB', country_name: 'United Kingdom', number_type: 'local', count: 2 },
        { country: 'US', country_name: 'United States', number_type: 'mobile', count: 1 },
      ],
      calls: { count: 3, minutes: 2 },
      messages: { count: 2 },
      // Numbers: GB setup 2 × 100 and first months 2 × 150, US renewal 150 (its February charges
      // are last month's). Calls 200 + 100. Messages: the delivered one only (a failed one is not
      // charged).
      spend: { numbers: 650, calls: 300, messages: 5, total: 955 },
      // No capacity pools (capacity-pools.test.ts shows a pool's channels here).
      channels: [],
    });
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ day: '2026-02-25', calls: 0, messages: 0 });
    expect(daily.at(-1)).toEqual({ day: '2026-03-26', calls: 1, messages: 0 });
    expect(daily.filter((d: { calls: number; messages: number }) => d.calls + d.messages > 0)).toEqual([
      { day: '2026-02-27', calls: 1, messages: 0 },
      { day: '2026-02-28', calls: 0, messages: 1 },
      { day: '2026-03-10', calls: 1, messages: 1 },
      { day: '2026-03-11', calls: 0, messages: 1 },
      { day: '2026-03-12', calls: 1, messages: 0 },
      { day: '2026-03-26', calls: 1, messages: 0 },
    ]);
    // The ledger holds the charges the spend reads.
    const charges = await server.db.select().from(ledgerEntries);
    expect(charges.filter((row) => row.accountId === owner.accountId && row.kind === 'number')).toHaveLength(
      6,
    );
  });

  it("counts the month and the days in the account's PBX time zone", async () => {
    const owner = await server.createAccount();
    await giveCredit(server.db, owner.accountId, 10_00, utc('2026-02-01T00:00:00'));
    await rent(owner, '2026-03-01T03:00:00', { country: 'GB', number_type: 'local' }, ['+442070000009']);
    clock.set(utc('2026-03-26T12:00:00'));
    await ingestCalls(
      server.deps,
      owner.accountId,
      [leg('edge', '2026-03-01T02:00:00', { called_number: '442070000009', dialstatus: 'busy' })],
      { bill: false },
    );
    const before = (await call(ep.virtualNumberDashboard, { token: as(owner) })).body;
    expect(before).toMatchObject({ calls: { count: 1 }, spend: { numbers: 250 } });
    expect(before.daily).toContainEqual({ day: '2026-03-01', calls: 1, messages: 0 });

    await call(ep.updatePbxSettings, { token: as(owner), body: { timezone: 'America/New_York' } });
    // 02:00 and 03:00 UTC on 1 March are still 28 February in New York: last month there.
    const after = (await call(ep.virtualNumberDashboard, { token: as(owner) })).body;
    expect(after).toMatchObject({
      timezone: 'America/New_York',
      month: '2026-03-01',
      calls: { count: 0, minutes: 0 },
      spend: { numbers: 0, calls: 0, messages: 0, total: 0 },
    });
    expect(after.daily).toContainEqual({ day: '2026-02-28', calls: 1, messages: 0 });
  });

  it('is empty for an account without numbers, and open to a user within the account', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.virtualNumberDashboard, { token: as(owner) });
    expect(reply.body).toMatchObject({
      numbers: [],
      calls: { count: 0, minutes: 0 },
      messages: { count: 0 },
      spend: { numbers: 0, calls: 0, messages: 0, total: 0 },
    });
    expect(
      reply.body.daily.every((d: { calls: number; messages: number }) => d.calls + d.messages === 0),
    ).toBe(true);
    const user = await server.createPbxUser(owner.accountId);
    const login = await call(ep.userLogin, {
      body: { username: user.username, password: user.password, client_id: owner.accountId },
    });
    expect((await call(ep.virtualNumberDashboard, { token: login.body.access_token })).status).toBe(200);
  });
});
