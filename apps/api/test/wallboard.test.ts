/**
 * The call centre's wallboard of a queue, made from posted call events: calls waiting, today's
 * answered and abandoned calls with their waits and service level, agents on a call, in wrap-up,
 * available or offline; another account's queue is 404; the stream sends a changed snapshot after
 * an event is posted; the in-process bus delivers an account's changes to that account only.
 */
import { buildPath, endpoints as ep } from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessBus } from '../src/call-center/bus.js';
import { simulateCalls } from '../src/calls/simulate.js';
import { pbxUsers } from '../src/db/schema.js';
import { manualClock, startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';
import { openStream } from './support/sse.js';

// Noon (UTC, the accounts' day) today: every event below is today unless it says otherwise.
const noon = new Date();
noon.setUTCHours(12, 0, 0, 0);
const clock = manualClock(noon);
const ago = (seconds: number) => new Date(clock.now().getTime() - seconds * 1000).toISOString();

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({ clock });
  call = client(server.url);
});
afterAll(() => server?.close());

/** An account with a Support queue of three agents: Anna (201, phone registered), Ben (202), Cleo (none). */
async function callCentre() {
  const owner = await server.createAccount();
  const token = owner.tokens.access_token;
  const key = (await call(ep.createApiKey, { token, body: { name: 'Switch', scopes: ['calls:events'] } }))
    .body.api_key as string;
  const switchToken = (await call(ep.rotateSwitchToken, { token, body: {} })).body.token as string;
  const queue = await call(ep.createQueue, {
    token,
    body: { name: 'Support', queue_number: '500', wrapup_time: '30' },
  });
  expect(queue.status).toBe(201);
  const queueId = queue.body.id as number;
  for (const [name, extension] of [
    ['anna', '201'],
    ['ben', '202'],
    ['cleo', null],
  ] as const) {
    const user = await server.createPbxUser(owner.accountId, { username: name });
    if (extension) {
      const ext = await call(ep.createExtension, { token, body: { extension, password: 'sip secret 1' } });
      expect(ext.status).toBe(201);
      await server.db.update(pbxUsers).set({ extensionId: ext.body.id }).where(eq(pbxUsers.id, user.id));
    }
    const member = await call(ep.createQueueMember, {
      token,
      params: { queueId },
      body: { user_id: user.id },
    });
    expect(member.status).toBe(201);
  }
  const registered = await call(ep.switchRegistration, {
    token: switchToken,
    body: { username: '201', domain: 'pbx.test', contact: 'sip:201@10.0.0.5', expires: 3600 },
  });
  expect(registered.status).toBe(200);
  let seq = 0;
  const post = async (callId: string, kind: string, at: string, extra: Record<string, unknown> = {}) => {
    seq += 1;
    const reply = await call(ep.postCallEvent, {
      token: key,
      body: { call_id: callId, seq, kind, at, ...extra },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  return { owner, token, key, switchToken, queueId, post };
}

const board = async (owner: TestAccount, id: number) =>
  call(ep.wallboard, { token: owner.tokens.access_token, params: { id } });

describe('the wallboard', () => {
  it('shows the calls waiting, today’s answered and abandoned calls, and the agents’ states', async () => {
    const { owner, queueId, post } = await callCentre();
    const caller = { calltype: 'inbound', calling_number: '447900000001', called_number: '442071234567' };
    // Answered by Anna after 10 s, still talking.
    await post('q1', 'started', ago(120), caller);
    await post('q1', 'queued', ago(110), { detail: 'Support' });
    await post('q1', 'answered', ago(100), { detail: '201' });
    // Abandoned after 30 s.
    await post('q2', 'started', ago(300));
    await post('q2', 'queued', ago(290), { detail: 'Support' });
    await post('q2', 'ended', ago(260));
    // Answered elsewhere (an overflow number) after 35 s, then ended.
    await post('q3', 'queued', ago(250), { detail: 'Support' });
    await post('q3', 'answered', ago(215), { detail: '999' });
    await post('q3', 'ended', ago(200));
    // Waiting now.
    await post('q4', 'started', ago(6), { ...caller, calling_number: '447900000004' });
    await post('q4', 'queued', ago(5), { detail: 'Support' });
    // Another queue's call, and yesterday's call: neither counts.
    await post('q5', 'queued', ago(50), { detail: 'Sales' });
    await post('q6', 'queued', ago(86_400), { detail: 'Support' });
    await post('q6', 'answered', ago(86_390), { detail: '202' });
    await post('q6', 'ended', ago(86_300));

    const reply = await board(owner, queueId);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      queue: { id: queueId, name: 'Support', queue_number: '500' },
      at: clock.now().toISOString(),
      service_level_seconds: 20,
      agents: [
        { user_id: expect.any(Number), name: 'anna', extension: '201', state: 'on_call', since: ago(100) },
        { user_id: expect.any(Number), name: 'ben', extension: '202', state: 'offline', since: null },
        { user_id: expect.any(Number), name: 'cleo', extension: null, state: 'offline', since: null },
      ],
      waiting: [{ call_id: 'q4', caller: '447900000004', waiting_since: ago(5) }],
      today: {
        answered: 2,
        abandoned: 1,
        // (10 + 35) / 2, rounded; one of three answered within 20 s; the 35 s wait the longest.
        average_wait_seconds: 23,
        service_level: 33,
        longest_wait_seconds: 35,
      },
    });

    // Anna's call ends: 30 s of wrap-up (the queue's), then available.
    await post('q1', 'ended', ago(0));
    const ended = clock.now().toISOString();
    expect((await board(owner, queueId)).body.agents[0]).toMatchObject({ state: 'wrap_up', since: ended });
    clock.advance(31_000);
    expect((await board(owner, queueId)).body.agents[0]).toMatchObject({
      state: 'available',
      since: new Date(new Date(ended).getTime() + 30_000).toISOString(),
    });
    // The waiting call is answered by Ben: it leaves the waiting calls, Ben is on it.
    await post('q4', 'answered', ago(0), { detail: '202' });
    const after = (await board(owner, queueId)).body;
    expect(after.waiting).toEqual([]);
    expect(after.agents[1]).toMatchObject({ name: 'ben', state: 'on_call' });
    expect(after.today).toMatchObject({ answered: 3, abandoned: 1 });
  });

  it('is 404 for another account’s queue and for no queue, read once or streamed', async () => {
    const { queueId } = await callCentre();
    const stranger = await server.createAccount();
    expect((await board(stranger, queueId)).status).toBe(404);
    expect((await board(stranger, 999_999)).status).toBe(404);
    const path = buildPath(ep.wallboardStream.path, { id: queueId });
    const stream = await openStream(server.url + path, stranger.tokens.access_token);
    expect(stream.status).toBe(404);
    stream.close();
  });

  it('streams a snapshot on connect and a changed one after an event is posted', async () => {
    const { owner, queueId, post } = await callCentre();
    const path = buildPath(ep.wallboardStream.path, { id: queueId });
    const stream = await openStream(server.url + path, owner.tokens.access_token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    expect((await stream.until(() => true)).waiting).toEqual([]);
    await post('s1', 'started', ago(2), { calling_number: '447900000009' });
    await post('s1', 'queued', ago(1), { detail: 'Support' });
    const changed = await stream.until((b) => b.waiting.length > 0);
    expect(changed.waiting).toEqual([{ call_id: 's1', caller: '447900000009', waiting_since: ago(1) }]);
    await post('s1', 'ended', ago(0));
    const abandoned = await stream.until((b) => b.today.abandoned > 0);
    expect(abandoned.waiting).toEqual([]);
    stream.close();
  });
});

describe('the simulator', () => {
  it('staffs the queue: its agents register and answer queued calls, or the callers abandon', async () => {
    const { owner, key, switchToken, queueId } = await callCentre();
    await simulateCalls({
      baseUrl: server.url,
      apiKey: key,
      switchToken,
      ratePerMinute: 60,
      durationSeconds: 60,
      realTime: false,
      seed: 7,
      runId: 'wall',
      start: new Date(clock.now().getTime() - 3_600_000),
      agents: ['201', '202'],
    });
    const after = (await board(owner, queueId)).body;
    expect(after.waiting).toEqual([]);
    expect(after.today.answered).toBeGreaterThan(0);
    expect(after.today.abandoned).toBeGreaterThan(0);
    // Both phones are registered now: the agents are not offline, and no call is still theirs.
    expect(after.agents.map((a: { state: string }) => a.state)).toEqual([
      'available',
      'available',
      'offline',
    ]);
  });
});

describe('the in-process bus', () => {
  it('tells the account’s listeners only, until they unsubscribe; closing ends them', async () => {
    const bus = inProcessBus();
    const heard: string[] = [];
    const heardTwice = new Promise<void>((resolve) => {
      const off = bus.subscribe(1, () => {
        heard.push('one');
        if (heard.length === 2) {
          off();
          resolve();
        }
      });
    });
    bus.subscribe(2, () => heard.push('two'));
    bus.publish(1);
    bus.publish(1);
    await heardTwice;
    // A later listener hears the next publish; the one that left does not.
    const later = new Promise<void>((resolve) => bus.subscribe(1, () => resolve()));
    bus.publish(1);
    await later;
    expect(heard).toEqual(['one', 'one']);
    expect(bus.closing.aborted).toBe(false);
    await bus.close();
    expect(bus.closing.aborted).toBe(true);
  });
});
