/**
 * What a SIP switch asks and reports with the account's switch token: the routing decision (the
 * route tester's routing, answered as targets or a refusal with its SIP status), an extension's
 * digest credentials, and call events whose final record is stored and charged once. Nothing but
 * the account's own switch token reaches them.
 */
import { createHash } from 'node:crypto';
import { API_KEY_SCOPES, endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../src/money/ledger.js';
import { manualClock, startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';
import { giveCredit } from './money.js';
import { outgoingCarrier } from './support/sip-account.js';

const clock = manualClock(new Date('2026-03-10T09:00:00Z'));
let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  // The sandbox supplier rents an order's numbers at once (the capacity pool's numbers).
  server = await startTestServer({ clock, config: { numberSupplierDelayMs: 0 } });
  call = client(server.url);
});
afterAll(() => server?.close());

const as = (owner: TestAccount) => owner.tokens.access_token;

async function created(reply: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await reply;
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: number };
}

/** A verified account with `credit` cents, a sell rate to 44 and its switch token. */
async function switchAccount({ credit = 1000 } = {}) {
  const owner = await server.createAccount();
  if (credit > 0) await giveCredit(server.db, owner.accountId, credit, clock.now());
  const token = as(owner);
  await created(
    call(ep.createSellRate, {
      token,
      body: {
        prefix: '44',
        carrier_rate: '0.06',
        effective_date: '2026-01-01',
        minimum_time: 60,
        rest_time: 60,
      },
    }),
  );
  const rotated = await call(ep.rotateSwitchToken, { token, body: {} });
  const switchToken = rotated.body.token as string;
  const ask = (body: Record<string, unknown>) => call(ep.switchDecision, { token: switchToken, body });
  return { owner, token, switchToken, ask };
}

/** A carrier with one outgoing trunk at `port` of priority `priority`, rating 44 at `rate`. */
const carrier = (token: string, name: string, priority: number, port: number, rate: string) =>
  outgoingCarrier(call, token, name, priority, port, rate);

/** Cheap (priority 1, strips the 00 of international numbers) and Dear (priority 2, as dialled). */
async function outbound(token: string) {
  const cheap = await carrier(token, 'Cheap', 1, 5081, '0.01');
  const dear = await carrier(token, 'Dear', 2, 5082, '0.03');
  await created(
    call(ep.createTrunkRule, {
      token,
      params: { carrierId: cheap.carrierId, trunkId: cheap.trunkId },
      body: {
        command: 'change_called',
        command_arg: '',
        direction: 'OUT',
        point_start: 0,
        point_end: 2,
        called_prefix: '00',
      },
    }),
  );
  await created(call(ep.createOutboundRoute, { token, body: { b_regexp: '^00', priority: 1 } }));
  return { cheap, dear };
}

const dialled = { direction: 'outbound', calling_number: '35924001122', called_number: '00442071234567' };

describe('the switch decision', () => {
  it('answers the usable carrier trunks in failover order with their rewritten numbers', async () => {
    const { token, ask } = await switchAccount();
    const { cheap, dear } = await outbound(token);
    const reply = await ask(dialled);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      result: 'carriers',
      targets: [
        {
          carrier_id: cheap.carrierId,
          trunk_id: cheap.trunkId,
          host: '127.0.0.1',
          port: 5081,
          transport: 'udp',
          calling_number: '35924001122',
          called_number: '442071234567',
        },
        { carrier_id: dear.carrierId, trunk_id: dear.trunkId, port: 5082, called_number: '00442071234567' },
      ],
    });
    // The tester shows the same first choice.
    const trace = await call(ep.testRoute, { token, body: dialled });
    expect(trace.body.trunk.trunk_id).toBe(cheap.trunkId);
    expect(trace.body.numbers.after.called).toBe('442071234567');
  });

  it('refuses with its reason and SIP status: no route, no balance, blacklisted, outside the timeslot', async () => {
    const broke = await switchAccount({ credit: 0 });
    await outbound(broke.token);
    expect((await broke.ask(dialled)).body).toEqual({
      result: 'refused',
      reason: 'no_balance',
      sip_status: 402,
      sip_reason: 'No Balance',
    });

    const { token, ask } = await switchAccount();
    expect((await ask(dialled)).body).toMatchObject({ reason: 'no_route', sip_status: 404 });
    await outbound(token);
    await created(
      call(ep.createBlacklistEntry, {
        token,
        body: { number: '00442079', direction: 'outbound', is_active: 1 },
      }),
    );
    expect((await ask({ ...dialled, called_number: '00442079000000' })).body).toMatchObject({
      reason: 'blacklisted',
      sip_status: 403,
    });
    expect((await ask(dialled)).body.result).toBe('carriers');

    const closed = await switchAccount();
    await carrier(closed.token, 'Night', 1, 5083, '0.01');
    const week = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
        day,
        { closed: true, ranges: [] },
      ]),
    );
    const slot = await created(
      call(ep.createTimeslot, {
        token: closed.token,
        body: {
          description: 'Never',
          priority: 1,
          is_active: 1,
          timezone: 'UTC',
          hours: week,
          exceptions: [],
        },
      }),
    );
    await created(
      call(ep.createOutboundRoute, {
        token: closed.token,
        body: { b_regexp: '^00', priority: 1, timeslot_id: slot.id },
      }),
    );
    expect((await closed.ask(dialled)).body).toMatchObject({ reason: 'outside_timeslot', sip_status: 480 });
  });

  it('sends an inbound DID to its extension, ring group, customer trunk or media server', async () => {
    const { token, ask } = await switchAccount();
    const [domain] = (await call(ep.listPbxDomains, { token })).body as { domain: string }[];
    const extension = await created(
      call(ep.createExtension, { token, body: { extension: '1001', password: 'password1' } }),
    );
    // A ring group rings its members' registrations: its members are extensions.
    for (const number of ['201', '202'])
      await created(call(ep.createExtension, { token, body: { extension: number, password: 'password1' } }));
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
    const trunk = (name: string, failover_order: number) =>
      created(
        call(ep.createCustomerTrunk, {
          token,
          body: {
            name,
            host: `${name.toLowerCase()}.example.test`,
            port: 5090,
            transport: 'tcp',
            codecs: ['PCMA'],
            channels: 10,
            auth_type: 'ip',
            allowed_ips: ['192.0.2.1'],
            failover_order,
          },
        }),
      );
    const first = await trunk('First', 1);
    const second = await trunk('Second', 2);
    const flow = await created(
      call(ep.createFlow, { token, body: { name: 'Main menu', flow_type: 'inbound', is_active: 1 } }),
    );
    const did = async (number: string, target_type: string, target_id: number) =>
      created(
        call(ep.createDidNumber, {
          token,
          body: { number, country: 'BG', number_type: 'local', target_type, target_id },
        }),
      );
    await did('+35924009001', 'extension', extension.id);
    await did('+35924009002', 'ring_group', group.id);
    await did('+35924009003', 'customer_trunk', second.id);
    await did('+35924009004', 'flow', flow.id);
    const inbound = (called: string) =>
      ask({ direction: 'inbound', calling_number: '447900000001', called_number: called });

    expect((await inbound('35924009001')).body).toEqual({
      result: 'extension',
      extension: '1001',
      domain: domain?.domain,
      routing: { version: '1.0', routing: 'serial', routes: [{ uri: `sip:1001@${domain?.domain}` }] },
    });
    expect((await inbound('+35924009002')).body).toEqual({
      result: 'ring_group',
      ring_group_id: group.id,
      strategy: 'parallel',
      ring_time: 25,
      members: [
        { number: '201', domain: domain?.domain, ring_time: 20 },
        { number: '202', domain: domain?.domain, ring_time: 20 },
      ],
      routing: {
        version: '1.0',
        routing: 'parallel',
        routes: [
          { uri: `sip:201@${domain?.domain}`, fr_inv_timer: 20_000 },
          { uri: `sip:202@${domain?.domain}`, fr_inv_timer: 20_000 },
        ],
      },
    });
    expect((await inbound('35924009003')).body).toEqual({
      result: 'customer_trunk',
      targets: [
        { trunk_id: second.id, name: 'Second', host: 'second.example.test', port: 5090, transport: 'tcp' },
        { trunk_id: first.id, name: 'First', host: 'first.example.test', port: 5090, transport: 'tcp' },
      ],
      routing: {
        version: '1.0',
        routing: 'serial',
        routes: [
          { uri: 'sip:35924009003@second.example.test:5090;transport=tcp' },
          { uri: 'sip:35924009003@first.example.test:5090;transport=tcp' },
        ],
      },
    });
    expect((await inbound('35924009004')).body).toEqual({
      result: 'media',
      media: { kind: 'flow', id: flow.id, name: 'Main menu' },
    });
    // Another account's switch does not see these numbers.
    const other = await switchAccount();
    expect(
      (
        await other.ask({
          direction: 'inbound',
          calling_number: '447900000001',
          called_number: '35924009001',
        })
      ).body,
    ).toMatchObject({ result: 'refused', reason: 'no_route' });
  });

  it('refuses calls beyond a capacity pool while its channels are taken', async () => {
    const { token, switchToken, ask } = await switchAccount();
    const order = await call(ep.createNumberOrder, {
      token,
      body: { country: 'GB', number_type: 'local', quantity: 1 },
    });
    expect(order.body.order_status).toBe('active');
    const [rented] = (await call(ep.listVirtualDids, { token })).body as { id: number; number: string }[];
    if (!rented) throw new Error('no number rented');
    await created(
      call(ep.createCapacityPool, { token, body: { name: 'One', channel_limit: 1, did_ids: [rented.id] } }),
    );
    const inbound = { direction: 'inbound', calling_number: '447900000001', called_number: rented.number };
    const event = (seq: number, kind: string) =>
      call(ep.switchCallEvent, {
        token: switchToken,
        body: {
          call_id: 'cap-1',
          seq,
          kind,
          at: clock.now().toISOString(),
          calltype: 'inbound',
          called_number: rented.number,
        },
      });

    expect((await ask(inbound)).body.reason).not.toBe('capacity_full');
    expect((await event(1, 'started')).status).toBe(200);
    expect((await ask(inbound)).body).toMatchObject({ reason: 'capacity_full', sip_status: 486 });
    expect((await event(2, 'ended')).status).toBe(200);
    expect((await ask(inbound)).body.reason).not.toBe('capacity_full');
  });
});

describe('the switch credentials', () => {
  it("answer an active extension's HA1 for its domain, and nothing else", async () => {
    const { token, switchToken } = await switchAccount();
    const [domain] = (await call(ep.listPbxDomains, { token })).body as { domain: string }[];
    const realm = domain?.domain ?? '';
    const extension = await created(
      call(ep.createExtension, { token, body: { extension: '1001', password: 'password1' } }),
    );
    const ask = (body: Record<string, unknown>) => call(ep.switchAuth, { token: switchToken, body });
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');

    expect((await ask({ username: '1001', domain: realm })).body).toEqual({
      ha1: md5(`1001:${realm}:password1`),
    });
    expect((await ask({ username: '1001', domain: 'elsewhere.example.test' })).status).toBe(404);
    expect((await ask({ username: '1002', domain: realm })).status).toBe(404);
    // A new password changes the credentials; a switched-off extension has none.
    await call(ep.updateExtension, { token, params: { id: extension.id }, body: { password: 'password2' } });
    expect((await ask({ username: '1001', domain: realm })).body.ha1).toBe(md5(`1001:${realm}:password2`));
    await call(ep.updateExtension, { token, params: { id: extension.id }, body: { is_active: 0 } });
    expect((await ask({ username: '1001', domain: realm })).status).toBe(404);
    // The console never sees the sealed password.
    const listed = JSON.stringify((await call(ep.listExtensions, { token })).body);
    expect(listed).not.toContain('s1.');
    expect(listed).not.toContain('password2');
  });
});

describe('the switch registrations', () => {
  it('list the phones the switch registered until they expire or unregister', async () => {
    const { token, switchToken } = await switchAccount();
    const register = (contact: string, expires: number) =>
      call(ep.switchRegistration, {
        token: switchToken,
        body: { username: '1001', domain: 'pbx.example.test', contact, expires },
      });
    const listed = async () =>
      ((await call(ep.switchTokenStatus, { token })).body.registrations as { contact: string }[]).map(
        (r) => r.contact,
      );
    expect((await register('sip:1001@192.0.2.7:5060', 60)).status).toBe(200);
    expect((await register('sip:1001@192.0.2.8:5060', 3600)).status).toBe(200);
    expect(await listed()).toEqual(['sip:1001@192.0.2.7:5060', 'sip:1001@192.0.2.8:5060']);
    expect((await register('sip:1001@192.0.2.8:5060', 0)).status).toBe(200);
    expect(await listed()).toEqual(['sip:1001@192.0.2.7:5060']);
    clock.advance(61_000);
    expect(await listed()).toEqual([]);
    expect((await call(ep.switchRegistration, { token, body: { username: '1001' } })).status).toBe(401);
  });
});

describe('the switch token', () => {
  it('is the only credential the switch entries take', async () => {
    const { owner, token } = await switchAccount();
    const key = await call(ep.createApiKey, { token, body: { name: 'All', scopes: [...API_KEY_SCOPES] } });
    expect(key.status).toBe(201);
    const bodies = {
      switchDecision: dialled,
      switchAuth: { username: '1001', domain: 'pbx.example.test' },
      switchCallEvent: { call_id: 'x-1', seq: 1, kind: 'started', at: clock.now().toISOString() },
    } as const;
    for (const name of Object.keys(bodies) as (keyof typeof bodies)[]) {
      for (const credential of [undefined, 'sw_forged', as(owner), key.body.api_key as string]) {
        const reply = await call(ep[name], { token: credential, body: bodies[name] });
        expect(reply.status, `${name} with ${credential?.slice(0, 3)}`).toBe(401);
      }
    }
  });

  it('stops working the moment it is replaced, however often it was used', async () => {
    const { token, ask } = await switchAccount();
    for (let i = 0; i < 3; i++) expect((await ask(dialled)).status).toBe(200);
    const replaced = await call(ep.rotateSwitchToken, { token, body: {} });
    expect((await ask(dialled)).status).toBe(401);
    const fresh = await call(ep.switchDecision, { token: replaced.body.token, body: dialled });
    expect(fresh.status).toBe(200);
  });
});

describe('the switch call events', () => {
  it('feed the live calls, and a final record reported twice is stored and charged once', async () => {
    const { owner, token, switchToken } = await switchAccount();
    const numbers = { calltype: 'outbound', calling_number: '35924001122', called_number: '442071234567' };
    const record = {
      call_id: 'sw-call-1',
      ...numbers,
      callstart: '2026-03-10T09:00:00Z',
      callstop: '2026-03-10T09:01:40Z',
      dialstatus: 'answered',
      duration: 100,
    };
    const event = (seq: number, kind: string, extra: Record<string, unknown> = {}) =>
      call(ep.switchCallEvent, {
        token: switchToken,
        body: { call_id: 'sw-call-1', seq, kind, at: clock.now().toISOString(), ...numbers, ...extra },
      });
    expect((await event(1, 'started')).body).toMatchObject({ event: { kind: 'started' }, record: null });
    await event(2, 'ringing');
    await event(3, 'answered');
    const live = await call(ep.liveCalls, { token });
    expect(live.body).toMatchObject([{ call_id: 'sw-call-1', state: 'answered' }]);

    const before = await balanceOf(server.db, owner.accountId);
    const first = await event(4, 'ended', { record });
    expect(first.body.record).toMatchObject({ inserted: 1, duplicates: 0, charged: 12 });
    const again = await event(4, 'ended', { record });
    expect(again.status).toBe(200);
    expect(again.body.record).toMatchObject({ inserted: 0, duplicates: 1, charged: 0 });

    const log = await call(ep.listCallRecords, { token, body: {} });
    expect(log.body.total).toBe(1);
    expect(log.body.data[0]).toMatchObject({ call_id: 'sw-call-1', dialstatus: 'answered' });
    expect(await balanceOf(server.db, owner.accountId)).toBe(before - 12);
    expect((await call(ep.liveCalls, { token })).body).toEqual([]);
    // The switch page lists what the switch reported, newest first, and when it was last heard from.
    const page = await call(ep.switchTokenStatus, { token });
    expect(page.body.last_seen_at).toBe(clock.now().toISOString());
    expect(page.body.recent_events.map((e: { kind: string }) => e.kind)).toEqual([
      'ended',
      'answered',
      'ringing',
      'started',
    ]);

    // A record is of the event's own call, and comes with its end.
    const stray = await call(ep.switchCallEvent, {
      token: switchToken,
      body: { call_id: 'sw-call-2', seq: 1, kind: 'ended', at: clock.now().toISOString(), record },
    });
    expect(stray.status).toBe(422);
    const early = await call(ep.switchCallEvent, {
      token: switchToken,
      body: {
        call_id: 'sw-call-3',
        seq: 1,
        kind: 'started',
        at: clock.now().toISOString(),
        record: { ...record, call_id: 'sw-call-3' },
      },
    });
    expect(early.status).toBe(422);
  });
});
