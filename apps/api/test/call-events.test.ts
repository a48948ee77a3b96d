/**
 * Live call events: posted with an API key scoped calls:events, stored once per call and sequence,
 * the call's state taken from its highest sequence, closed by its final record; the PBX home's
 * totals from call_records. Another account's key neither posts to nor reads this account's calls.
 */
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestCalls } from '../src/calls/ingest.js';
import { simulateCalls } from '../src/calls/simulate.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

async function setUp() {
  const owner = await server.createAccount();
  const token = owner.tokens.access_token;
  const key = await call(ep.createApiKey, { token, body: { name: 'Switch', scopes: ['calls:events'] } });
  expect(key.status).toBe(201);
  const rotated = await call(ep.rotateSwitchToken, { token, body: {} });
  return { owner, token, key: key.body.api_key as string, switchToken: rotated.body.token as string };
}

const event = (callId: string, seq: number, kind: string, extra: Record<string, unknown> = {}) => ({
  call_id: callId,
  seq,
  kind,
  at: new Date(Date.UTC(2026, 10, 28, 9, 0, seq)).toISOString(),
  ...extra,
});

const live = async (owner: TestAccount) =>
  (await call(ep.liveCalls, { token: owner.tokens.access_token })).body as {
    call_id: string;
    state: string;
  }[];

describe('call events', () => {
  it('are stored once per call and sequence: a retry answers the same', async () => {
    const { key } = await setUp();
    const body = event('c-1', 1, 'started', {
      calltype: 'inbound',
      calling_number: '447900000001',
      called_number: '442071234567',
    });
    const first = await call(ep.postCallEvent, { token: key, body });
    const again = await call(ep.postCallEvent, { token: key, body });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const read = await call(ep.callEvents, { token: key, params: { callId: 'c-1' } });
    expect(read.body.events).toHaveLength(1);
    expect(read.body.call).toMatchObject({ state: 'started', calling_number: '447900000001' });
    // The same sequence with another kind is a conflict, not a silent overwrite.
    const other = await call(ep.postCallEvent, { token: key, body: event('c-1', 1, 'ringing') });
    expect(other.status).toBe(409);
  });

  it('are ordered by sequence: an end arriving before the answer still ends, the answer time kept', async () => {
    const { key, owner } = await setUp();
    await call(ep.postCallEvent, { token: key, body: event('c-2', 1, 'started') });
    await call(ep.postCallEvent, { token: key, body: event('c-2', 2, 'ringing') });
    expect((await live(owner)).map((c) => c.call_id)).toEqual(['c-2']);
    expect((await call(ep.postCallEvent, { token: key, body: event('c-2', 4, 'ended') })).status).toBe(200);
    expect((await call(ep.postCallEvent, { token: key, body: event('c-2', 3, 'answered') })).status).toBe(
      200,
    );
    const read = await call(ep.callEvents, { token: key, params: { callId: 'c-2' } });
    expect(read.body.call).toMatchObject({
      state: 'ended',
      answered_at: event('c-2', 3, 'answered').at,
      ended_at: event('c-2', 4, 'ended').at,
    });
    expect(read.body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'started',
      'ringing',
      'answered',
      'ended',
    ]);
    expect(await live(owner)).toEqual([]);
    // Nothing follows the end.
    const after = await call(ep.postCallEvent, { token: key, body: event('c-2', 5, 'transferred') });
    expect(after.status).toBe(409);
    expect(after.body.message).toMatch(/ended/);
  });

  it('leave the live calls when the final record arrives through the ingest', async () => {
    const { key, owner, switchToken } = await setUp();
    await call(ep.postCallEvent, { token: key, body: event('c-3', 1, 'started') });
    await call(ep.postCallEvent, { token: key, body: event('c-3', 2, 'answered') });
    expect((await live(owner)).map((c) => c.state)).toEqual(['answered']);
    const ingest = await call(ep.ingestCallRecords, {
      token: switchToken,
      body: {
        records: [
          {
            call_id: 'c-3',
            calltype: 'inbound',
            calling_number: '447900000001',
            called_number: '442071234567',
            callstart: '2026-11-28T09:00:01Z',
            callstop: '2026-11-28T09:01:01Z',
            dialstatus: 'answered',
            duration: 60,
          },
        ],
      },
    });
    expect(ingest.status).toBe(200);
    expect(await live(owner)).toEqual([]);
    const late = await call(ep.postCallEvent, { token: key, body: event('c-3', 3, 'transferred') });
    expect(late.status).toBe(409);
  });

  it("are the account's own: another account's key neither posts to nor reads them; wrong scope 403", async () => {
    const a = await setUp();
    const b = await setUp();
    await call(ep.postCallEvent, { token: a.key, body: event('shared-id', 1, 'started') });
    expect((await call(ep.callEvents, { token: b.key, params: { callId: 'shared-id' } })).status).toBe(404);
    // B's event with the same id is B's call; A's stays as it was.
    await call(ep.postCallEvent, { token: b.key, body: event('shared-id', 1, 'started') });
    await call(ep.postCallEvent, { token: b.key, body: event('shared-id', 2, 'ended') });
    const mine = await call(ep.callEvents, { token: a.key, params: { callId: 'shared-id' } });
    expect(mine.body.call.state).toBe('started');
    expect((await live(b.owner)).length).toBe(0);
    expect((await live(a.owner)).length).toBe(1);

    const reader = await call(ep.createApiKey, {
      token: a.token,
      body: { name: 'Reader', scopes: ['pbx:read'] },
    });
    const refused = await call(ep.postCallEvent, {
      token: reader.body.api_key,
      body: event('x', 1, 'started'),
    });
    expect(refused.status).toBe(403);
    const events = await call(ep.callEvents, { token: reader.body.api_key, params: { callId: 'shared-id' } });
    expect(events.status).toBe(403);
    // The events key reaches nothing else.
    expect((await call(ep.liveCalls, { token: a.key })).status).toBe(403);
    expect((await call(ep.postCallEvent, { body: event('x', 1, 'started') })).status).toBe(401);
  });

  it('refuse a malformed event with 422', async () => {
    const { key } = await setUp();
    const bad = await call(ep.postCallEvent, { token: key, body: { ...event('c', 0, 'dancing') } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['kind', 'seq']);
  });
});

describe('the simulator and the PBX home', () => {
  it('drives calls through events and the ingest; the home counts them and nothing stays live', async () => {
    const { key, owner, switchToken, token } = await setUp();
    const result = await simulateCalls({
      baseUrl: server.url,
      apiKey: key,
      switchToken,
      ratePerMinute: 60,
      durationSeconds: 20,
      realTime: false,
      seed: 7,
      start: new Date(),
    });
    expect(result).toMatchObject({ calls: 20, records: 20, refused: 0 });
    expect(await live(owner)).toEqual([]);
    const home = await call(ep.pbxDashboard, { token });
    expect(home.status).toBe(200);
    const { today, month, busiest } = home.body;
    expect(today.answered + today.missed + today.busy + today.failed).toBe(20);
    expect(month).toEqual(today);
    expect(today.answered).toBeGreaterThan(0);
    expect(today.minutes).toBeGreaterThan(0);
    expect(busiest.reduce((n: number, b: { calls: number }) => n + b.calls, 0)).toBe(20);
    // Another account's home is its own.
    const other = await setUp();
    const theirs = await call(ep.pbxDashboard, { token: other.token });
    expect(theirs.body.today).toEqual({ answered: 0, missed: 0, busy: 0, failed: 0, minutes: 0, spend: 0 });
    expect(theirs.body.busiest).toEqual([]);
  });
});

describe("the PBX home's today and this month", () => {
  it("are the account's days in its PBX time zone, else UTC days", async () => {
    // 03:00 UTC on 10 March 2026 is 23:00 on the 9th in New York.
    const clocked = await startTestServer({ clock: { now: () => new Date('2026-03-10T03:00:00Z') } });
    try {
      const owner = await clocked.createAccount();
      const token = owner.tokens.access_token;
      const record = (callId: string, start: string) => ({
        call_id: callId,
        calltype: 'inbound' as const,
        calling_number: '4420712345',
        called_number: '35924001122',
        callstart: start,
        callstop: new Date(Date.parse(start) + 60_000).toISOString(),
        dialstatus: 'answered' as const,
        duration: 60,
      });
      await ingestCalls(clocked.deps, owner.accountId, [
        record('late-utc', '2026-03-10T01:00:00Z'),
        record('ny-morning', '2026-03-09T05:00:00Z'),
      ]);
      const home = () => client(clocked.url)(ep.pbxDashboard, { token });
      expect((await home()).body.today.answered).toBe(1);
      const zoned = await client(clocked.url)(ep.updatePbxSettings, {
        token,
        body: { timezone: 'America/New_York' },
      });
      expect(zoned.status).toBe(200);
      expect((await home()).body.today.answered).toBe(2);
    } finally {
      await clocked.close();
    }
  });
});
