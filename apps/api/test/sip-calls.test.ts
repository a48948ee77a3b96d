/**
 * Real calls: Kamailio with the shipped config asks this API for every decision and reports every
 * call, SIPp plays the account's phones and its carriers' gateways. What a customer would check
 * afterwards is asserted through the API: the call log, the carrier that carried each call, the
 * rating and the balance.
 */
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../src/money/ledger.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { giveCredit } from './money.js';
import { freeUdpPort, missingSipTools, type Switch, sipp, startSwitch, stopSipp } from './support/sip.js';
import {
  type Call,
  callingAccount,
  created,
  INBOUND_GATEWAY,
  PHONE_PASSWORD,
} from './support/sip-account.js';

const missing = missingSipTools();
if (missing)
  console.warn(`SKIPPED: the real-call suite (sip-calls.test.ts) needs ${missing} from Debian's packages.`);

let server: TestServer;
let call: Call;
let sw: Switch;
let token: string;
let accountId: number;
let domain: string;
const gateways = { cheap: 0, dear: 0 };
const carriers = { cheap: 0, dear: 0 };

/** The account's call records, newest first. */
async function records() {
  const reply = await call(ep.listCallRecords, { token, body: { per_page: 500 } });
  expect(reply.status).toBe(200);
  return reply.body.data as {
    call_id: string;
    calltype: string;
    called_number: string;
    dialstatus: string;
    carrier_id: number | null;
    client_cost: number;
    refusal: string | null;
  }[];
}

/** Extensions 201 and 202 in a ring-all group, which DID +35924009002 rings (made once). */
async function ringGroupWithDid() {
  for (const extension of ['201', '202'])
    await created(call(ep.createExtension, { token, body: { extension, password: PHONE_PASSWORD } }));
  const group = await created(
    call(ep.createRingGroup, { token, body: { name: 'Reception', ring_time: 25, strategy: 'ringall' } }),
  );
  for (const [name, number] of [
    ['Anna', '201'],
    ['Boris', '202'],
  ])
    await created(
      call(ep.createRingGroupMember, {
        token,
        params: { ringGroupId: group.id },
        body: { name, number, ring_time: 20 },
      }),
    );
  await created(
    call(ep.createDidNumber, {
      token,
      body: {
        number: '+35924009002',
        country: 'BG',
        number_type: 'local',
        target_type: 'ring_group',
        target_id: group.id,
      },
    }),
  );
}
let ringGroupReady: Promise<void> | undefined;

let serial = 0;
/**
 * A number not dialled before in this file: a case tried again (a loaded machine can make SIPp see a
 * message it did not expect) counts only its own calls.
 */
const fresh = (base: string) => `${base}${String(++serial).padStart(2, '0')}`;

/** Waits until `count` records match (the switch reports as calls end). */
async function recordsMatching(
  filter: (r: Awaited<ReturnType<typeof records>>[number]) => boolean,
  count: number,
) {
  // A bound on a hang, not a timing: on a loaded machine the posters can take long to catch up.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = (await records()).filter(filter);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const register = async (extension: string, port: number) => {
  const run = await sipp({
    scenario: 'register',
    to: sw.port,
    port,
    service: extension,
    auth: { username: extension, password: PHONE_PASSWORD },
    keys: { domain },
  });
  const result = await run.done;
  expect(result.code, result.output.slice(-2000)).toBe(0);
};

/** Extension 101 calls `number` `calls` times; each answered call is held `hold` ms. */
async function callOut(number: string, calls = 1, hold = 1500) {
  const port = await freeUdpPort();
  await register('101', port);
  const run = await sipp({
    scenario: 'call',
    to: sw.port,
    port,
    service: number,
    calls,
    rate: 10,
    auth: { username: '101', password: PHONE_PASSWORD },
    pause: hold,
    keys: { domain, ext: '101' },
    timeout: 60,
  });
  return run.done;
}

// Tried again on failure: on a loaded machine a retransmission can reach SIPp where its scenario
// expects nothing (the switch's answers are checked through the API either way).
describe.skipIf(missing !== null)('real calls through Kamailio', { retry: 2 }, () => {
  beforeAll(async () => {
    // The sandbox supplier rents an order's numbers at once (the capacity pool's number).
    server = await startTestServer({ config: { numberSupplierDelayMs: 0 } });
    const account = await callingAccount(server);
    ({ call, token, domain } = account);
    accountId = account.owner.accountId;
    gateways.cheap = account.cheap.port;
    gateways.dear = account.dear.port;
    carriers.cheap = account.cheap.carrierId;
    carriers.dear = account.dear.carrierId;
    sw = await startSwitch(server.url, account.switchToken);
  });
  afterEach(stopSipp);
  afterAll(async () => {
    await sw?.stop();
    await server?.close();
  });

  it('refuses a call when the balance is spent, with the reason in the call log', async () => {
    const dialled = fresh('004420712300');
    const run = await callOut(dialled);
    expect(run.messages).toContain('SIP/2.0 402 No Balance');
    const [refused] = await recordsMatching((r) => r.called_number === dialled, 1);
    expect(refused).toMatchObject({ dialstatus: 'chanunavail', refusal: 'no_balance', client_cost: 0 });
  });

  it('routes 100 calls of a registered extension to the first carrier, rewritten, each rated once', async () => {
    await giveCredit(server.db, accountId, 100_000);
    const before = await balanceOf(server.db, accountId);
    const gateway = await sipp({
      scenario: 'answer',
      port: gateways.cheap,
      calls: 100,
      pause: 50,
      timeout: 90,
    });
    const dialled = fresh('004420712345');
    const sent = dialled.slice(2);
    const run = await callOut(dialled, 100);
    expect(run.code, run.output.slice(-3000) + sw.log().slice(-3000)).toBe(0);
    const carried = await gateway.done;
    expect(carried.code).toBe(0);
    // The carrier was sent the number its trunk rule rewrote (the 00 stripped).
    expect(carried.messages.split(`INVITE sip:${sent}@`).length - 1).toBe(100);
    // Recorded with the number the carrier was sent, which is what the call is rated by.
    const rated = await recordsMatching((r) => r.called_number === sent, 100);
    expect(rated).toHaveLength(100);
    expect(new Set(rated.map((r) => r.call_id)).size).toBe(100);
    for (const record of rated)
      expect(record).toMatchObject({
        calltype: 'outbound',
        dialstatus: 'answered',
        carrier_id: carriers.cheap,
      });
    // Each call is a first minute at the sell rate of 0.06 €: charged once, 100 × 6 cents.
    const charged = rated.reduce((sum, r) => sum + r.client_cost, 0);
    expect(charged).toBe(600);
    expect(before - (await balanceOf(server.db, accountId))).toBe(600);
  });

  it('fails over to the next carrier when the first answers 503', async () => {
    const failing = await sipp({ scenario: 'unavailable', port: gateways.cheap });
    const answering = await sipp({ scenario: 'answer', port: gateways.dear });
    const dialled = fresh('004420799900');
    const run = await callOut(dialled);
    expect(run.code, sw.log().slice(-3000)).toBe(0);
    const failed = await failing.done;
    expect(failed.code, failed.output.slice(-2500) + failed.messages.slice(-2500)).toBe(0);
    const dear = await answering.done;
    expect(dear.messages).toContain(`INVITE sip:${dialled}@`);
    const [record] = await recordsMatching((r) => r.called_number === dialled, 1);
    expect(record).toMatchObject({ dialstatus: 'answered', carrier_id: carriers.dear });
  });

  it('fails over when the first carrier never answers, and not when the callee is busy', async () => {
    const silent = await sipp({ scenario: 'silent', port: gateways.cheap });
    const answering = await sipp({ scenario: 'answer', port: gateways.dear });
    const dialled = fresh('004420799900');
    const run = await callOut(dialled);
    expect(run.code, sw.log().slice(-3000)).toBe(0);
    await silent.done;
    expect((await answering.done).code).toBe(0);
    const [carried] = await recordsMatching((r) => r.called_number === dialled, 1);
    expect(carried).toMatchObject({ dialstatus: 'answered', carrier_id: carriers.dear });

    const busy = await sipp({ scenario: 'busy', port: gateways.cheap });
    const busyNumber = fresh('004420799900');
    const refused = await callOut(busyNumber);
    expect(refused.messages).toContain('SIP/2.0 486 Busy Here');
    expect((await busy.done).code).toBe(0);
    const [record] = await recordsMatching((r) => r.called_number === busyNumber, 1);
    expect(record).toMatchObject({ dialstatus: 'busy', client_cost: 0 });
  });

  it("rings a ring group's two registered phones for a DID, and records the one that answers", async () => {
    ringGroupReady ??= ringGroupWithDid();
    await ringGroupReady;
    const anna = await freeUdpPort();
    const boris = await freeUdpPort();
    await register('201', anna);
    await register('202', boris);
    // The switch page lists both phones once the switch has reported them.
    const deadline = Date.now() + 30_000;
    const reachable = async () => {
      const status = await call(ep.switchTokenStatus, { token });
      return (status.body.registrations as { username: string; contact: string }[])
        .filter((r) => r.contact.endsWith(`:${anna}`) || r.contact.endsWith(`:${boris}`))
        .map((r) => r.username)
        .sort();
    };
    while ((await reachable()).length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await reachable()).toEqual(['201', '202']);
    const answers = await sipp({ scenario: 'answer', port: anna });
    const rings = await sipp({ scenario: 'ring', port: boris });
    const delivered = await sipp({
      scenario: 'inbound',
      address: INBOUND_GATEWAY,
      to: sw.port,
      service: '35924009002',
      pause: 1000,
      keys: { ext: '447900000001' },
    });
    const run = await delivered.done;
    expect(run.code, run.output.slice(-2000) + sw.log().slice(-3000)).toBe(0);
    expect((await answers.done).code).toBe(0);
    const cancelled = await rings.done;
    expect(cancelled.code, cancelled.output.slice(-2000)).toBe(0);
    expect(cancelled.messages).toContain('CANCEL sip:202@');

    const [record] = await recordsMatching((r) => r.called_number === '35924009002', 1);
    expect(record).toMatchObject({ calltype: 'inbound', dialstatus: 'answered' });
    const events = await call(ep.callEvents, { token, params: { callId: record?.call_id ?? '' } });
    expect(events.body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'started',
      'ringing',
      'answered',
      'ended',
    ]);
    expect(events.body.events[2].detail).toBe('201');
  });

  it('refuses an inbound call from an address that is no carrier of the account, and asks a phone to authenticate', async () => {
    const stranger = await sipp({
      scenario: 'inbound',
      address: '127.0.0.3',
      to: sw.port,
      service: '35924009002',
      keys: { ext: '447900000009' },
    });
    const run = await stranger.done;
    expect(run.messages).toContain('SIP/2.0 407');
  });

  it("refuses an inbound call beyond its number's capacity pool while the channel is taken", async () => {
    await created(
      call(ep.createNumberOrder, { token, body: { country: 'GB', number_type: 'local', quantity: 1 } }),
    );
    // The newest number: a case tried again rents another.
    const rented = ((await call(ep.listVirtualDids, { token })).body as { id: number; number: string }[]).at(
      -1,
    );
    if (!rented) throw new Error('no number rented');
    const office = await freeUdpPort();
    const trunk = await created(
      call(ep.createCustomerTrunk, {
        token,
        body: {
          name: fresh('Office '),
          host: '127.0.0.1',
          port: office,
          transport: 'udp',
          codecs: ['PCMA'],
          channels: 10,
          auth_type: 'ip',
          allowed_ips: ['127.0.0.1'],
        },
      }),
    );
    const routed = await call(ep.updateDidNumber, {
      token,
      params: { id: rented.id },
      body: { target_type: 'customer_trunk', target_id: trunk.id },
    });
    expect(routed.status, JSON.stringify(routed.body)).toBe(200);
    await created(
      call(ep.createCapacityPool, {
        token,
        body: { name: fresh('One '), channel_limit: 1, did_ids: [rented.id] },
      }),
    );
    const number = rented.number.replace('+', '');
    const pbx = await sipp({ scenario: 'answer', port: office });
    const held = await sipp({
      scenario: 'inbound',
      address: INBOUND_GATEWAY,
      to: sw.port,
      service: number,
      pause: 8000,
      keys: { ext: '447900000002' },
    });
    // The first call holds the pool's one channel once the switch has reported it.
    const deadline = Date.now() + 30_000;
    const holding = async () =>
      ((await call(ep.liveCalls, { token })).body as { called_number: string | null }[]).some(
        (live) => live.called_number === number,
      );
    while (!(await holding()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await sipp({
      scenario: 'inbound',
      address: INBOUND_GATEWAY,
      to: sw.port,
      service: number,
      keys: { ext: '447900000003' },
    });
    expect((await second.done).messages).toContain('SIP/2.0 486 Capacity Full');
    const first = await held.done;
    expect(first.code, first.output.slice(-2000)).toBe(0);
    expect((await pbx.done).code).toBe(0);
    const refused = await recordsMatching((r) => r.called_number === number && r.refusal !== null, 1);
    expect(refused[0]).toMatchObject({ calltype: 'inbound', refusal: 'capacity_full' });
  });
});
