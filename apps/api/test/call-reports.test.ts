import { endpoints as ep } from '@switchboard/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestCalls } from '../src/calls/ingest.js';
import { messageLog } from '../src/db/schema.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

const as = (owner: TestAccount) => owner.tokens.access_token;

type Leg = Parameters<typeof ingestCalls>[2][number];

const at = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 2, day, hour, minute)).toISOString();

function leg(callId: string, extra: Partial<Leg> = {}): Leg {
  const start = extra.callstart ?? at(10, 9);
  const duration = extra.duration ?? 100;
  return {
    call_id: callId,
    calltype: 'inbound',
    calling_number: '442071234567',
    called_number: '35924001122',
    callstart: start,
    callstop: new Date(Date.parse(start) + duration * 1000).toISOString(),
    dialstatus: 'answered',
    duration,
    ...extra,
  };
}

/** An account with one call of each kind on 10 March 2026 (UTC), two legs beneath the first. */
async function accountWithCalls() {
  const owner = await server.createAccount();
  await ingestCalls(
    server.deps,
    owner.accountId,
    [
      leg('in-answered', { callstart: at(10, 9), duration: 61 }),
      leg('in-answered-q', {
        parent_call_id: 'in-answered',
        leg_type: 'queue',
        calltype: 'internal',
        called_number: '101',
        callstart: at(10, 9),
      }),
      leg('in-answered-t', {
        parent_call_id: 'in-answered',
        leg_type: 'transfer',
        calltype: 'internal',
        called_number: '102',
        callstart: at(10, 9, 1),
      }),
      leg('in-noanswer', { callstart: at(10, 10), dialstatus: 'no answer', duration: 20 }),
      leg('in-busy', { callstart: at(10, 11), dialstatus: 'busy', duration: 0 }),
      leg('in-cancel', { callstart: at(10, 12), dialstatus: 'cancel', duration: 5 }),
      leg('in-chanunavail', { callstart: at(10, 13), dialstatus: 'chanunavail', duration: 0 }),
      leg('in-congestion', { callstart: at(11, 1), dialstatus: 'congestion', duration: 0 }),
      leg('out-answered', {
        calltype: 'outbound',
        calling_number: '35924001122',
        called_number: '4915112345678',
        callstart: at(11, 9),
        duration: 130,
      }),
    ],
    { bill: false },
  );
  return owner;
}

const march = { from: '2026-03-01', to: '2026-03-31' };
const ids = (page: { rows: { call_id: string }[] }) => page.rows.map((row) => row.call_id);

describe('call reports', () => {
  it('lists each tab: the customer calls only, newest first, with their legs counted', async () => {
    const owner = await accountWithCalls();
    const tab = async (name: string) =>
      (await call(ep.callReport, { token: as(owner), body: { tab: name, ...march } })).body;
    const incoming = await tab('incoming');
    expect(ids(incoming)).toEqual([
      'in-congestion',
      'in-chanunavail',
      'in-cancel',
      'in-busy',
      'in-noanswer',
      'in-answered',
    ]);
    expect(incoming.rows.at(-1)).toMatchObject({
      legs: 2,
      leg_type: null,
      dialstatus: 'answered',
      duration: 61,
    });
    expect(ids(await tab('outgoing'))).toEqual(['out-answered']);
    expect(ids(await tab('missed'))).toEqual(['in-cancel', 'in-busy', 'in-noanswer']);
    expect(ids(await tab('unhandled'))).toEqual(['in-congestion', 'in-chanunavail']);
  });

  it("filters by days in the account's time zone, else the caller's, by number (digits anywhere) and by result", async () => {
    const owner = await accountWithCalls();
    const report = async (body: Record<string, unknown>) =>
      ids(
        (await call(ep.callReport, { token: as(owner), body: { tab: 'incoming', ...march, ...body } })).body,
      );
    expect(await report({ from: '2026-03-11', to: '2026-03-11' })).toEqual(['in-congestion']);
    // 01:00 UTC on the 11th is still the 10th in New York.
    expect(await report({ from: '2026-03-11', to: '2026-03-11', timezone: 'America/New_York' })).toEqual([]);
    expect(await report({ from: '2026-03-10', to: '2026-03-10', timezone: 'America/New_York' })).toContain(
      'in-congestion',
    );
    // Once the account has a PBX time zone, its days are the report's, whatever the reader's.
    const saved = await call(ep.updatePbxSettings, {
      token: as(owner),
      body: { timezone: 'America/New_York' },
    });
    expect(saved.status).toBe(200);
    expect(await report({ from: '2026-03-11', to: '2026-03-11', timezone: 'UTC' })).toEqual([]);
    expect(await report({ from: '2026-03-10', to: '2026-03-10' })).toContain('in-congestion');
    expect(await report({ result: 'busy' })).toEqual(['in-busy']);
    expect(await report({ number: '2071' })).toHaveLength(6);
    expect(await report({ number: '999' })).toEqual([]);
    expect(
      ids(
        (
          await call(ep.callReport, {
            token: as(owner),
            body: { tab: 'outgoing', ...march, number: '49151' },
          })
        ).body,
      ),
    ).toEqual(['out-answered']);
  });

  it('answers totals and calls per day by result on the first page only', async () => {
    const owner = await accountWithCalls();
    const first = (
      await call(ep.callReport, { token: as(owner), body: { tab: 'incoming', ...march, limit: 2 } })
    ).body;
    expect(first.summary).toMatchObject({ count: 6, minutes: 2 });
    expect(first.summary.daily).toEqual([
      { day: '2026-03-10', result: 'answered', count: 1 },
      { day: '2026-03-10', result: 'busy', count: 1 },
      { day: '2026-03-10', result: 'cancel', count: 1 },
      { day: '2026-03-10', result: 'chanunavail', count: 1 },
      { day: '2026-03-10', result: 'no answer', count: 1 },
      { day: '2026-03-11', result: 'congestion', count: 1 },
    ]);
    const second = (
      await call(ep.callReport, {
        token: as(owner),
        body: { tab: 'incoming', ...march, limit: 2, cursor: first.next_cursor },
      })
    ).body;
    expect(second.summary).toBeNull();
  });

  it('pages by keyset without duplicates or gaps, calls at the same second included', async () => {
    const owner = await server.createAccount();
    const calls = Array.from({ length: 23 }, (_, i) =>
      leg(`same-${i}`, { callstart: at(5, 8, Math.floor(i / 4)) }),
    );
    await ingestCalls(server.deps, owner.accountId, calls, { bill: false });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { rows: { call_id: string }[]; next_cursor: string | null } = (
        await call(ep.callReport, { token: as(owner), body: { tab: 'incoming', ...march, limit: 5, cursor } })
      ).body;
      expect(page.rows.length).toBeLessThanOrEqual(5);
      seen.push(...ids(page));
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(23);
    expect(seen.sort()).toEqual(calls.map((c) => c.call_id).sort());
  });

  it("answers a call's legs, oldest first, and 404 for another account's call", async () => {
    const owner = await accountWithCalls();
    const legs = await call(ep.callReportLegs, { token: as(owner), params: { callId: 'in-answered' } });
    expect(legs.status).toBe(200);
    expect(
      legs.body.map((row: { call_id: string; leg_type: string }) => [row.call_id, row.leg_type]),
    ).toEqual([
      ['in-answered-q', 'queue'],
      ['in-answered-t', 'transfer'],
    ]);
    const other = await server.createAccount();
    expect(
      (await call(ep.callReportLegs, { token: as(other), params: { callId: 'in-answered' } })).status,
    ).toBe(404);
    expect((await call(ep.callReportLegs, { token: as(owner), params: { callId: 'nope' } })).status).toBe(
      404,
    );
    // A leg is not a customer call: it has no legs of its own to list.
    expect(
      (await call(ep.callReportLegs, { token: as(owner), params: { callId: 'in-answered-q' } })).status,
    ).toBe(404);
  });

  it('shows nothing of another account', async () => {
    await accountWithCalls();
    const other = await server.createAccount();
    const page = (await call(ep.callReport, { token: as(other), body: { tab: 'incoming', ...march } })).body;
    expect(page.rows).toEqual([]);
    expect(page.summary).toMatchObject({ count: 0, minutes: 0, cost: 0, daily: [] });
  });

  it('lets a user within the account read the reports', async () => {
    const owner = await accountWithCalls();
    const user = await server.createPbxUser(owner.accountId);
    const login = await call(ep.userLogin, {
      body: { username: user.username, password: user.password, client_id: owner.accountId },
    });
    const token = login.body.access_token;
    const page = await call(ep.callReport, { token, body: { tab: 'outgoing', ...march } });
    expect(page.status).toBe(200);
    expect(ids(page.body)).toEqual(['out-answered']);
  });

  it('answers 422 with field messages for a bad range, tab or cursor', async () => {
    const owner = await server.createAccount();
    const report = (body: Record<string, unknown>) =>
      call(ep.callReport, { token: as(owner), body: { tab: 'incoming', ...march, ...body } });
    const long = await report({ from: '2025-01-01', to: '2026-01-02' });
    expect(long.status).toBe(422);
    expect(long.body.errors.to).toEqual(['The range must not be longer than 366 days']);
    expect((await report({ from: '2025-01-01', to: '2026-01-01' })).status).toBe(200);
    const reversed = await report({ from: '2026-03-02', to: '2026-03-01' });
    expect(reversed.body.errors.to).toEqual(['The end date must not be before the start date']);
    const missing = await call(ep.callReport, { token: as(owner), body: { tab: 'incoming' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['from', 'to']);
    expect((await report({ tab: 'all' })).body.errors.tab).toEqual(['Enter valid Tab']);
    expect((await report({ result: 'maybe' })).body.errors.result).toEqual(['Enter valid Result']);
    expect((await report({ cursor: 'garbage' })).body.errors.cursor).toEqual(['Enter valid Cursor']);
  });
});

describe('the switch sends legs', () => {
  it('stores a leg under its customer call, and refuses an unknown leg type', async () => {
    const owner = await server.createAccount();
    const token = (await call(ep.rotateSwitchToken, { token: as(owner), body: {} })).body.token;
    const sent = await call(ep.ingestCallRecords, {
      token,
      body: {
        records: [
          leg('sw-1', { callstart: at(12, 9) }),
          leg('sw-1-fwd', {
            calltype: 'outbound',
            parent_call_id: 'sw-1',
            leg_type: 'forward',
            called_number: '359888123456',
            callstart: at(12, 9),
          }),
        ],
      },
    });
    expect(sent.body).toMatchObject({ inserted: 2 });
    const page = (await call(ep.callReport, { token: as(owner), body: { tab: 'incoming', ...march } })).body;
    expect(page.rows).toEqual([expect.objectContaining({ call_id: 'sw-1', legs: 1 })]);
    const wrong = await call(ep.ingestCallRecords, {
      token,
      body: { records: [leg('sw-2', { parent_call_id: 'sw-1', leg_type: 'bounce' as never })] },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['records.0.leg_type']).toEqual(['Enter valid Leg type']);
  });
});

describe('message reports', () => {
  async function accountWithMessages() {
    const owner = await server.createAccount();
    const row = (n: number, msgstatus: 'delivered' | 'failed' | 'submitted', day: number, cost: number) => ({
      accountId: owner.accountId,
      msgtype: 'sms' as const,
      callingNumber: 'Switchbrd',
      calledNumber: `35988800000${n}`,
      text: 'Hello',
      parts: 1,
      clientCost: cost,
      msgstatus,
      provider: 'sandbox',
      createdAt: new Date(at(day, 9, n)),
    });
    await server.db
      .insert(messageLog)
      .values([
        row(1, 'delivered', 10, 5),
        row(2, 'failed', 10, 0),
        row(3, 'delivered', 11, 5),
        row(4, 'submitted', 20, 5),
      ]);
    return owner;
  }

  it('lists messages by result and number, with totals and days', async () => {
    const owner = await accountWithMessages();
    const report = async (body: Record<string, unknown> = {}) =>
      (await call(ep.messageReport, { token: as(owner), body: { ...march, ...body } })).body;
    const all = await report();
    expect(all.rows.map((r: { called_number: string }) => r.called_number)).toEqual([
      '359888000004',
      '359888000003',
      '359888000002',
      '359888000001',
    ]);
    expect(all.summary).toMatchObject({ count: 4, cost: 15 });
    expect(all.summary.daily).toContainEqual({ day: '2026-03-10', result: 'delivered', count: 1 });
    expect((await report({ result: 'delivered' })).rows).toHaveLength(2);
    expect((await report({ number: '0003' })).rows).toHaveLength(1);
    const other = await server.createAccount();
    expect((await call(ep.messageReport, { token: as(other), body: march })).body.rows).toEqual([]);
  });

  it('exports the filtered messages as CSV', async () => {
    const owner = await accountWithMessages();
    const link = await call(ep.messageReportExport, {
      token: as(owner),
      body: { ...march, result: 'delivered', format: 'csv' },
    });
    expect(link.body).toMatchObject({ rows: 2, expires_in: 300 });
    const file = await fetch(server.url + link.body.url);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await file.text()).split('\r\n')).toEqual([
      'msgtype,calling_number,called_number,created_at,msgstatus,client_cost',
      'sms,Switchbrd,359888000003,2026-03-11T09:03:00.000Z,delivered,0.05',
      'sms,Switchbrd,359888000001,2026-03-10T09:01:00.000Z,delivered,0.05',
      '',
    ]);
  });
});

describe('call report export', () => {
  it('streams the whole filtered set as CSV through a signed link, for the account that asked', async () => {
    const owner = await accountWithCalls();
    const link = await call(ep.callReportExport, {
      token: as(owner),
      body: { tab: 'missed', ...march, limit: 1, format: 'csv' },
    });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ rows: 3, name: 'calls-2026-03-01-2026-03-31.csv' });
    const file = await fetch(server.url + link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const lines = (await file.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'call_id,calltype,calling_number,called_number,callstart,callstop,dialstatus,duration,client_cost',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['in-cancel', 'in-busy', 'in-noanswer']);
    expect(lines[1]).toBe(
      'in-cancel,inbound,442071234567,35924001122,2026-03-10T12:00:00.000Z,2026-03-10T12:00:05.000Z,cancel,5,0',
    );
  });

  it('streams XLSX that a spreadsheet reads back', async () => {
    const owner = await accountWithCalls();
    const link = await call(ep.callReportExport, {
      token: as(owner),
      body: { tab: 'incoming', ...march, format: 'xlsx' },
    });
    const file = await fetch(server.url + link.body.url);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(7);
    expect(sheet?.getRow(1).getCell(1).value).toBe('call_id');
    expect(sheet?.getRow(2).getCell(1).value).toBe('in-congestion');
    expect(sheet?.getRow(7).getCell(8).value).toBe(61);
  });

  it('refuses a forged, altered or unknown link', async () => {
    const owner = await accountWithCalls();
    const link = await call(ep.callReportExport, {
      token: as(owner),
      body: { tab: 'incoming', ...march, format: 'csv' },
    });
    const url: string = link.body.url;
    const [payload, signature] = (url.split('/').at(-1) ?? '').split('.');
    const other = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    other.accountId += 1;
    const altered = `${Buffer.from(JSON.stringify(other)).toString('base64url')}.${signature}`;
    expect((await fetch(`${server.url}/public/reports/export/${altered}`)).status).toBe(404);
    expect((await fetch(`${server.url}/public/reports/export/nonsense`)).status).toBe(404);
  });
});
