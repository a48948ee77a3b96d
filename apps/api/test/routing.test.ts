import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function created(reply: Promise<{ status: number; body: { id: number } }>) {
  const { status, body } = await reply;
  expect(status).toBe(201);
  return body.id;
}

describe('routing entries', () => {
  it('keeps Inbound and Outbound apart', async () => {
    const owner = await server.createAccount();
    const inbound = await created(
      call(ep.createInboundRoute, { token: as(owner), body: { b_regexp: '^359' } }),
    );
    const outbound = await created(
      call(ep.createOutboundRoute, { token: as(owner), body: { b_regexp: '^00' } }),
    );
    const ins = await call(ep.listInboundRoutes, { token: as(owner) });
    const outs = await call(ep.listOutboundRoutes, { token: as(owner) });
    expect(ins.body.map((row: { id: number }) => row.id)).toEqual([inbound]);
    expect(outs.body).toEqual([
      {
        id: outbound,
        direction: 'outbound',
        a_regexp: '',
        b_regexp: '^00',
        flow_id: null,
        flow_name: null,
        priority: 0,
        timeslot_id: null,
        timeslot_name: null,
        application_id: null,
        carrier_id: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect((await call(ep.getInboundRoute, { token: as(owner), params: { id: outbound } })).status).toBe(404);
    expect((await call(ep.deleteOutboundRoute, { token: as(owner), params: { id: inbound } })).status).toBe(
      404,
    );
  });

  it('refuses an invalid regexp on its field, on create and on edit', async () => {
    const owner = await server.createAccount();
    const bad = await call(ep.createOutboundRoute, {
      token: as(owner),
      body: { a_regexp: '(', b_regexp: '[0-' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.a_regexp[0]).toMatch(/^Enter valid A regexp: .*missing closing \)/);
    expect(bad.body.errors.b_regexp[0]).toMatch(/^Enter valid B regexp/);
    const id = await created(call(ep.createOutboundRoute, { token: as(owner), body: { b_regexp: '^00' } }));
    const edit = await call(ep.updateOutboundRoute, {
      token: as(owner),
      params: { id },
      body: { b_regexp: '*' },
    });
    expect(edit.status).toBe(422);
    expect(Object.keys(edit.body.errors)).toEqual(['b_regexp']);
  });

  it('accepts only the account’s own carriers', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const theirs = await created(call(ep.createCarrier, { token: as(other), body: { carrier_name: 'T' } }));
    const reply = await call(ep.createOutboundRoute, { token: as(owner), body: { carrier_id: theirs } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ carrier_id: ['Choose valid Carrier'] });
  });
});

describe('route and rate tester', () => {
  it('explains the entry, the trunk, the rules, the rates and the cost of a call', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const carrierId = await created(call(ep.createCarrier, { token, body: { carrier_name: 'Telia' } }));
    const standby = await created(
      call(ep.createCarrier, { token, body: { carrier_name: 'Standby', is_active: 0 } }),
    );
    await created(
      call(ep.createCarrierTrunk, {
        token,
        params: { carrierId: standby },
        body: { name: 'Off', channels: 10, host: 'h', trunk_type: 'Outgoing', priority: 0 },
      }),
    );
    const inTrunk = await created(
      call(ep.createCarrierTrunk, {
        token,
        params: { carrierId },
        body: { name: 'In', channels: 10, host: 'h', trunk_type: 'Incoming', priority: 1 },
      }),
    );
    const trunkId = await created(
      call(ep.createCarrierTrunk, {
        token,
        params: { carrierId },
        body: { name: 'Out', channels: 30, host: 'h', trunk_type: 'Blended', priority: 2 },
      }),
    );
    const ruleId = await created(
      call(ep.createTrunkRule, {
        token,
        params: { carrierId, trunkId },
        body: { command: 'change_called', direction: 'OUT', point_end: 2, called_prefix: '00' },
      }),
    );
    await created(
      call(ep.createCarrierRate, {
        token,
        params: { carrierId },
        body: { prefix: '44', carrier_rate: '0.01', effective_date: '2026-01-01' },
      }),
    );
    await created(
      call(ep.createCarrierRate, {
        token,
        params: { carrierId },
        body: {
          prefix: '4420',
          carrier_rate: '0.03',
          effective_date: '2026-02-01',
          minimum_time: 60,
          rest_time: 60,
        },
      }),
    );
    await created(
      call(ep.createSellRate, {
        token,
        body: { prefix: '44', carrier_rate: '0.06', setup_rate: '0.01', effective_date: '2026-01-01' },
      }),
    );
    const skipped = await created(
      call(ep.createOutboundRoute, { token, body: { b_regexp: '^1', priority: 1 } }),
    );
    const chosen = await created(
      call(ep.createOutboundRoute, { token, body: { b_regexp: '^00', priority: 2 } }),
    );
    const later = await created(call(ep.createOutboundRoute, { token, body: { priority: 3 } }));

    const reply = await call(ep.testRoute, {
      token,
      body: {
        calling_number: '35924001122',
        called_number: '00442071234567',
        direction: 'outbound',
        time: '2026-03-01T12:00:00Z',
        duration: 100,
      },
    });
    expect(reply.status).toBe(200);
    const trace = reply.body;
    expect(trace.entry_id).toBe(chosen);
    expect(trace.routing.map((r: { entry_id: number; chosen: boolean }) => [r.entry_id, r.chosen])).toEqual([
      [skipped, false],
      [chosen, true],
      [later, false],
    ]);
    expect(trace.routing[0].reasons).toEqual([
      { code: 'route.a_any', params: {} },
      { code: 'route.b_no_match', params: { pattern: '^1', number: '00442071234567' } },
      { code: 'timeslot.none', params: {} },
    ]);
    expect(trace.routing[1].reasons).toContainEqual({
      code: 'route.b_matches',
      params: { pattern: '^00', number: '00442071234567' },
    });
    expect(trace.routing[2].reasons).toEqual([
      { code: 'route.not_reached', params: { entry_id: chosen, priority: 2 } },
    ]);
    expect(trace.trunks.map((t: { name: string; reason: unknown }) => [t.name, t.reason])).toEqual([
      ['Off', { code: 'trunk.carrier_inactive', params: { carrier: 'Standby' } }],
      ['In', { code: 'trunk.incoming', params: {} }],
      ['Out', { code: 'trunk.chosen', params: { priority: 2, trunk_type: 'Blended', channels: 30 } }],
    ]);
    expect(inTrunk).toBeGreaterThan(0);
    expect(trace.trunk).toMatchObject({
      carrier_name: 'Telia',
      trunk_name: 'Out',
      priority: 2,
      channels: 30,
    });
    expect(trace.rules).toEqual([
      expect.objectContaining({
        rule_id: ruleId,
        matched: true,
        before: expect.objectContaining({ called: '00442071234567' }),
      }),
    ]);
    expect(trace.numbers.after.called).toBe('442071234567');
    // 4420 is in effect from February: 100 s at (0, 60, 60) bill 120 s, 0.06 → 6 cents.
    expect(trace.carrier_rate).toMatchObject({
      prefix: '4420',
      effective_date: '2026-02-01',
      carrier_rate: '0.030000',
      billed_seconds: 120,
      cost_micros: 60_000,
      cost: 6,
    });
    expect(
      trace.carrier_rate.examples.map((e: { duration: number; billed: number }) => [e.duration, e.billed]),
    ).toEqual([
      [30, 60],
      [61, 120],
      [100, 120],
      [121, 180],
    ]);
    // Sell: 100 s by the second at 0.06 = 0.1 plus a 0.01 setup fee → 11 cents.
    expect(trace.client_rate).toMatchObject({
      prefix: '44',
      billed_seconds: 100,
      cost_micros: 110_000,
      cost: 11,
    });
  });

  it('says when no entry matches, and answers fast-failing patterns without stalling', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    await created(call(ep.createInboundRoute, { token, body: { a_regexp: '(a+)+$', b_regexp: '(0*)*1$' } }));
    const reply = await call(ep.testRoute, {
      token,
      body: { calling_number: '1'.repeat(20), called_number: '0'.repeat(20), direction: 'inbound' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ entry_id: null, trunk: null, client_rate: null });
    expect(reply.body.routing[0]).toMatchObject({ chosen: false });
    expect(reply.body.routing[0].reasons[0]).toEqual({
      code: 'route.a_no_match',
      params: { pattern: '(a+)+$', number: '1'.repeat(20) },
    });
  });
});

describe('routing entries with a timeslot', () => {
  const open = { closed: false, ranges: [{ from: '09:00', to: '17:00' }] };
  const closed = { closed: true, ranges: [] };
  const weekdays = { monday: open, tuesday: open, wednesday: open, thursday: open, friday: open };
  const officeHours = {
    description: 'Office hours',
    priority: 1,
    is_active: 1,
    timezone: 'Europe/Sofia',
    hours: { ...weekdays, saturday: closed, sunday: closed },
    exceptions: [{ date: '2026-03-03', description: 'Liberation Day', closed: true, ranges: [] }],
  };

  it('names the flow and timeslot of an entry, and none once they are deleted', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const flow = await created(
      call(ep.createFlow, {
        token,
        body: { name: 'Main menu', flow_type: 'inbound', client_number: '4930123456' },
      }),
    );
    const timeslot = await created(call(ep.createTimeslot, { token, body: officeHours }));
    const id = await created(
      call(ep.createInboundRoute, {
        token,
        body: { b_regexp: '^359', flow_id: flow, timeslot_id: timeslot },
      }),
    );
    const named = {
      flow_id: flow,
      flow_name: 'Main menu',
      timeslot_id: timeslot,
      timeslot_name: 'Office hours',
    };
    expect((await call(ep.listInboundRoutes, { token })).body).toEqual([expect.objectContaining(named)]);
    // A single entry answers as a one-row list (the legacy shape).
    expect((await call(ep.getInboundRoute, { token, params: { id } })).body).toEqual([
      expect.objectContaining(named),
    ]);
    expect((await call(ep.deleteFlow, { token, params: { id: flow } })).status).toBe(200);
    expect((await call(ep.deleteTimeslot, { token, params: { id: timeslot } })).status).toBe(200);
    expect((await call(ep.getInboundRoute, { token, params: { id } })).body).toEqual([
      expect.objectContaining({ flow_name: null, timeslot_name: null }),
    ]);
  });

  it('takes an entry only while its timeslot is open, and says why in the trace', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const timeslot = await created(call(ep.createTimeslot, { token, body: officeHours }));
    const office = await created(
      call(ep.createInboundRoute, { token, body: { b_regexp: '^359', priority: 1, timeslot_id: timeslot } }),
    );
    const afterHours = await created(
      call(ep.createInboundRoute, { token, body: { b_regexp: '^359', priority: 2 } }),
    );
    const trace = (time: string) =>
      call(ep.testRoute, {
        token,
        body: { calling_number: '35924001122', called_number: '35929990001', direction: 'inbound', time },
      });

    // Monday 2 March 2026, 10:00 in Sofia (08:00 UTC): open.
    const monday = (await trace('2026-03-02T08:00:00Z')).body;
    expect(monday.entry_id).toBe(office);
    const at = { timeslot: 'Office hours', time: '10:00', zone: 'Europe/Sofia' };
    expect(monday.routing[0].reasons).toContainEqual({
      code: 'timeslot.weekday_open',
      params: { ...at, weekday: 'monday', date: '2026-03-02' },
    });
    // Tuesday 3 March is a holiday: the entry is passed over for the next one.
    const holiday = (await trace('2026-03-03T08:00:00Z')).body;
    expect(holiday.entry_id).toBe(afterHours);
    expect(holiday.routing[0]).toMatchObject({ entry_id: office, chosen: false });
    expect(holiday.routing[0].reasons).toContainEqual({
      code: 'timeslot.exception_closed',
      params: { ...at, weekday: 'tuesday', date: '2026-03-03', holiday: 'Liberation Day' },
    });
  });

  it('applies a trunk rule only while its timeslot is open, and the trace says why one is skipped', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const timeslot = await created(call(ep.createTimeslot, { token, body: officeHours }));
    const carrierId = await created(call(ep.createCarrier, { token, body: { carrier_name: 'Telia' } }));
    const trunkId = await created(
      call(ep.createCarrierTrunk, {
        token,
        params: { carrierId },
        body: { name: 'Out', channels: 30, host: 'h', trunk_type: 'Outgoing' },
      }),
    );
    const ruleId = await created(
      call(ep.createTrunkRule, {
        token,
        params: { carrierId, trunkId },
        body: { command: 'change_calling', command_arg: '0', direction: 'OUT', timeslot_id: timeslot },
      }),
    );
    await created(call(ep.createOutboundRoute, { token, body: { b_regexp: '^00' } }));
    const trace = async (time: string) =>
      (
        await call(ep.testRoute, {
          token,
          body: { calling_number: '24001122', called_number: '0044207', direction: 'outbound', time },
        })
      ).body;

    // Monday 2 March 2026, 10:00 in Sofia: the rule applies.
    const monday = await trace('2026-03-02T08:00:00Z');
    const at = { timeslot: 'Office hours', time: '10:00', zone: 'Europe/Sofia' };
    expect(monday.rules).toEqual([
      expect.objectContaining({
        rule_id: ruleId,
        matched: true,
        reason: null,
        timeslot: { code: 'timeslot.weekday_open', params: { ...at, weekday: 'monday', date: '2026-03-02' } },
      }),
    ]);
    expect(monday.numbers.after.calling).toBe('024001122');
    // Saturday 7 March: closed, the rule is skipped and the numbers stay.
    const saturday = await trace('2026-03-07T08:00:00Z');
    const closed = {
      code: 'timeslot.weekday_closed',
      params: { ...at, weekday: 'saturday', date: '2026-03-07' },
    };
    expect(saturday.rules).toEqual([
      expect.objectContaining({ rule_id: ruleId, matched: false, reason: closed, timeslot: closed }),
    ]);
    expect(saturday.numbers.after.calling).toBe('24001122');
  });

  it("refuses another account's timeslot and flow on their fields", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const theirs = await created(call(ep.createTimeslot, { token: as(other), body: officeHours }));
    const theirFlow = await created(
      call(ep.createFlow, { token: as(other), body: { name: 'Theirs', flow_type: 'inbound', is_active: 1 } }),
    );
    const reply = await call(ep.createInboundRoute, {
      token: as(owner),
      body: { b_regexp: '^359', timeslot_id: theirs },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ timeslot_id: ['Choose valid Timeslot'] });
    const flow = await call(ep.createInboundRoute, {
      token: as(owner),
      body: { b_regexp: '^359', flow_id: theirFlow },
    });
    expect(flow.status).toBe(422);
    expect(flow.body.errors).toEqual({ flow_id: ['Choose valid Flow'] });
  });
});
