import { defaultOpeningHours, endpoints as ep, WEEKDAYS } from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriers, timeslots } from '../src/db/schema.js';
import { unseal } from '../src/lib/sealed.js';
import { sealCarrierPasswords } from '../src/telephony/seal-passwords.js';
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

async function carrier(owner: TestAccount, body: Record<string, unknown> = {}) {
  const reply = await call(ep.createCarrier, {
    token: as(owner),
    body: { carrier_name: 'Telia', password: 'sip-secret-1', username: 'acct7', ...body },
  });
  expect(reply.status).toBe(201);
  return reply.body as { id: number };
}

async function trunk(owner: TestAccount, carrierId: number, body: Record<string, unknown> = {}) {
  const reply = await call(ep.createCarrierTrunk, {
    token: as(owner),
    params: { carrierId },
    body: { name: 'Main', channels: 30, host: 'sip.telia.example', trunk_type: 'Outgoing', ...body },
  });
  expect(reply.status).toBe(201);
  return reply.body as { id: number };
}

describe('carriers', () => {
  it('creates a carrier with defaults and never answers its password', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.createCarrier, {
      token: as(owner),
      body: { carrier_name: ' Telia ', password: 'sip-secret-1', timezone: 'Europe/Sofia' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      carrier_name: 'Telia',
      timezone: 'Europe/Sofia',
      is_active: 1,
      currency: 'EUR',
      username: '',
      has_password: true,
      description: '',
      did_supplier: 0,
      sms_supplier: 0,
      voice_supplier: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(JSON.stringify(reply.body)).not.toContain('sip-secret-1');
    const list = await call(ep.listCarriers, { token: as(owner) });
    expect(JSON.stringify(list.body)).not.toContain('sip-secret-1');
  });

  it('keeps its password sealed at rest, readable with the server’s secret only, and seals clear ones at start', async () => {
    const owner = await server.createAccount();
    const { id } = await carrier(owner);
    const storedOf = async (carrierId: number) =>
      (
        await server.db
          .select({ password: carriers.password })
          .from(carriers)
          .where(eq(carriers.id, carrierId))
      )[0]?.password ?? '';
    const stored = await storedOf(id);
    expect(stored).not.toContain('sip-secret-1');
    expect(unseal(server.deps.config.jwtSecret, 'carrier-password', stored)).toBe('sip-secret-1');
    expect(() =>
      unseal(new TextEncoder().encode('another server secret'), 'carrier-password', stored),
    ).toThrow();
    expect(() => unseal(server.deps.config.jwtSecret, 'totp-secret', stored)).toThrow();

    // A password stored in clear before sealing began is sealed when the server starts.
    await server.db.update(carriers).set({ password: 'old-clear-secret' }).where(eq(carriers.id, id));
    expect(await sealCarrierPasswords(server.deps)).toBeGreaterThanOrEqual(1);
    const resealed = await storedOf(id);
    expect(resealed).not.toContain('old-clear-secret');
    expect(unseal(server.deps.config.jwtSecret, 'carrier-password', resealed)).toBe('old-clear-secret');
  });

  it('keeps the stored password when an edit leaves it empty, and toggles is_active', async () => {
    const owner = await server.createAccount();
    const { id } = await carrier(owner);
    const edited = await call(ep.updateCarrier, {
      token: as(owner),
      params: { id },
      body: { password: '', is_active: 0, description: 'backup' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ has_password: true, is_active: 0, description: 'backup' });
    const [stored] = (await call(ep.getCarrier, { token: as(owner), params: { id } })).body;
    expect(stored).toMatchObject({ carrier_name: 'Telia', has_password: true, is_active: 0 });
  });

  it('answers 422 with the rule set words', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.createCarrier, { token: as(owner), body: { currency: 'XYZ' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      carrier_name: ['Carrier name is required.'],
      currency: ['Enter valid Currency'],
    });
  });

  it('hides other accounts’ carriers (404) and deletes its own with its trunks', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id } = await carrier(owner);
    await trunk(owner, id);
    expect((await call(ep.getCarrier, { token: as(other), params: { id } })).status).toBe(404);
    expect((await call(ep.deleteCarrier, { token: as(other), params: { id } })).status).toBe(404);
    expect((await call(ep.deleteCarrier, { token: as(owner), params: { id } })).body).toEqual({ id });
    expect((await call(ep.listCarrierTrunks, { token: as(owner), params: { carrierId: id } })).status).toBe(
      404,
    );
  });
});

describe('carrier trunks', () => {
  it('creates, lists, edits and deletes a trunk under its carrier', async () => {
    const owner = await server.createAccount();
    const { id: carrierId } = await carrier(owner);
    const created = await call(ep.createCarrierTrunk, {
      token: as(owner),
      params: { carrierId },
      body: {
        name: 'Primary',
        channels: '30',
        codecs: ['Alaw', 'G729', 'Alaw'],
        host: '198.51.100.7',
        trunk_type: 'Blended',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      carrier_id: carrierId,
      channels: 30,
      codecs: ['Alaw', 'G729'],
      port: 5060,
      priority: 0,
      service: 'VoIP',
      trunk_type: 'Blended',
    });
    const trunkId = created.body.id;
    const edited = await call(ep.updateCarrierTrunk, {
      token: as(owner),
      params: { carrierId, id: trunkId },
      body: { priority: 2, service: 'MoIP' },
    });
    expect(edited.body).toMatchObject({ priority: 2, service: 'MoIP', name: 'Primary' });
    const list = await call(ep.listCarrierTrunks, { token: as(owner), params: { carrierId } });
    expect(list.body.map((row: { id: number }) => row.id)).toEqual([trunkId]);
    expect(
      (await call(ep.deleteCarrierTrunk, { token: as(owner), params: { carrierId, id: trunkId } })).status,
    ).toBe(200);
  });

  it('refuses another account’s carrier and a trunk reached through the wrong carrier', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const a = await carrier(owner);
    const b = await carrier(owner, { carrier_name: 'Other' });
    const t = await trunk(owner, a.id);
    const theirs = await call(ep.createCarrierTrunk, {
      token: as(other),
      params: { carrierId: a.id },
      body: { name: 'x', channels: 1, host: 'h', trunk_type: 'Outgoing' },
    });
    expect(theirs.status).toBe(404);
    expect(
      (await call(ep.getCarrierTrunk, { token: as(owner), params: { carrierId: b.id, id: t.id } })).status,
    ).toBe(404);
    expect(
      (await call(ep.listCarrierTrunks, { token: as(owner), params: { carrierId: 'x' as never } })).status,
    ).toBe(404);
  });

  it('checks trunk type, codecs and port', async () => {
    const owner = await server.createAccount();
    const { id: carrierId } = await carrier(owner);
    const reply = await call(ep.createCarrierTrunk, {
      token: as(owner),
      params: { carrierId },
      body: { name: 'x', channels: 1, host: 'h', trunk_type: 'Sideways', codecs: ['Opus'], port: 70000 },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['codecs.0', 'port', 'trunk_type'].sort());
  });
});

describe('trunk rules and Test rule', () => {
  it('applies the rules in priority order and says why each did or did not', async () => {
    const owner = await server.createAccount();
    const { id: carrierId } = await carrier(owner);
    const { id: trunkId } = await trunk(owner, carrierId);
    const params = { carrierId, trunkId };
    const rule = (body: Record<string, unknown>) =>
      call(ep.createTrunkRule, { token: as(owner), params, body }).then((reply) => {
        expect(reply.status).toBe(201);
        return reply.body as { id: number };
      });
    const strip = await rule({
      command: 'change_called',
      command_arg: '+',
      direction: 'OUT',
      point_start: 0,
      point_end: 2,
      called_prefix: '00',
      priority: 1,
    });
    const cli = await rule({ command: 'change_calling', command_arg: '359', direction: 'OUT', priority: 2 });
    const inbound = await rule({ command: 'change_called', command_arg: '9', direction: 'INC', priority: 3 });
    const off = await rule({
      command: 'change_diversion',
      command_arg: '1',
      direction: 'BLE',
      is_active: 0,
      priority: 4,
    });

    const reply = await call(ep.testTrunkRules, {
      token: as(owner),
      params,
      body: { calling_number: '24001122', called_number: '004420712345', presentation_number: '' },
    });
    expect(reply.status).toBe(200);
    expect(
      reply.body.steps.map((s: { rule_id: number; matched: boolean; reason: unknown }) => [
        s.rule_id,
        s.matched,
        s.reason,
      ]),
    ).toEqual([
      [strip.id, true, null],
      [cli.id, true, null],
      [
        inbound.id,
        false,
        { code: 'rule.direction', params: { rule_direction: 'INC', call_direction: 'OUT' } },
      ],
      [off.id, false, { code: 'rule.inactive', params: {} }],
    ]);
    expect(reply.body.steps[0].before.called).toBe('004420712345');
    expect(reply.body.steps[0].after.called).toBe('+4420712345');
    expect(reply.body.result).toEqual({ calling: '35924001122', called: '+4420712345', diversion: '' });
  });

  it('takes a timeslot of the account, and refuses another account’s or a missing one with 422', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const slotOf = async (account: TestAccount) => {
      const [row] = await server.db
        .insert(timeslots)
        .values({ accountId: account.accountId, description: 'Office hours', hours: defaultOpeningHours() })
        .returning({ id: timeslots.id });
      return row?.id as number;
    };
    const own = await slotOf(owner);
    const foreign = await slotOf(other);
    const { id: carrierId } = await carrier(owner);
    const { id: trunkId } = await trunk(owner, carrierId);
    const params = { carrierId, trunkId };
    const body = { command: 'change_calling', direction: 'BLE' };
    const created = await call(ep.createTrunkRule, {
      token: as(owner),
      params,
      body: { ...body, timeslot_id: own },
    });
    expect(created.status).toBe(201);
    expect(created.body.timeslot_id).toBe(own);
    for (const timeslot_id of [foreign, foreign + 1000]) {
      const refused = await call(ep.createTrunkRule, {
        token: as(owner),
        params,
        body: { ...body, timeslot_id },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ timeslot_id: ['Choose valid Timeslot'] });
      const update = await call(ep.updateTrunkRule, {
        token: as(owner),
        params: { ...params, id: created.body.id },
        body: { timeslot_id },
      });
      expect(update.status).toBe(422);
    }
    expect((await call(ep.listTrunkRules, { token: as(owner), params })).body).toHaveLength(1);
  });

  it('applies a rule while its timeslot is open and skips it, saying so, while it is closed', async () => {
    const owner = await server.createAccount();
    const allWeek = defaultOpeningHours();
    for (const day of WEEKDAYS) allWeek[day] = { closed: false, ranges: [] };
    const slot = async (description: string, isActive: boolean) => {
      const [row] = await server.db
        .insert(timeslots)
        .values({ accountId: owner.accountId, description, hours: allWeek, isActive, timezone: 'UTC' })
        .returning({ id: timeslots.id });
      return row?.id as number;
    };
    const always = await slot('Always', true);
    const never = await slot('Switched off', false);
    const { id: carrierId } = await carrier(owner);
    const { id: trunkId } = await trunk(owner, carrierId);
    const params = { carrierId, trunkId };
    const rule = async (body: Record<string, unknown>) => {
      const reply = await call(ep.createTrunkRule, { token: as(owner), params, body });
      expect(reply.status).toBe(201);
      return reply.body as { id: number };
    };
    const open = await rule({
      command: 'change_called',
      command_arg: '1',
      direction: 'OUT',
      timeslot_id: always,
      priority: 1,
    });
    const closed = await rule({
      command: 'change_called',
      command_arg: '2',
      direction: 'OUT',
      timeslot_id: never,
      priority: 2,
    });

    const reply = await call(ep.testTrunkRules, {
      token: as(owner),
      params,
      body: { calling_number: '24001122', called_number: '55' },
    });
    expect(reply.status).toBe(200);
    const [applied, skipped] = reply.body.steps;
    expect(applied).toMatchObject({ rule_id: open.id, matched: true, reason: null });
    expect(applied.timeslot).toMatchObject({
      code: 'timeslot.weekday_open',
      params: { timeslot: 'Always', zone: 'UTC' },
    });
    expect(skipped).toMatchObject({ rule_id: closed.id, matched: false });
    expect(skipped.reason).toMatchObject({ code: 'timeslot.inactive', params: { timeslot: 'Switched off' } });
    expect(reply.body.result.called).toBe('155');
  });

  it('tests the rules at the moment given: a rule of office hours applies on a Monday morning, not on Saturday', async () => {
    const owner = await server.createAccount();
    const hours = defaultOpeningHours();
    for (const day of WEEKDAYS) hours[day] = { closed: true, ranges: [] };
    hours.monday = { closed: false, ranges: [{ from: '09:00', to: '17:00' }] };
    const [slot] = await server.db
      .insert(timeslots)
      .values({ accountId: owner.accountId, description: 'Office', hours, isActive: true, timezone: 'UTC' })
      .returning({ id: timeslots.id });
    const { id: carrierId } = await carrier(owner);
    const { id: trunkId } = await trunk(owner, carrierId);
    const params = { carrierId, trunkId };
    const created = await call(ep.createTrunkRule, {
      token: as(owner),
      params,
      body: {
        command: 'change_called',
        command_arg: '9',
        direction: 'OUT',
        timeslot_id: slot?.id,
        priority: 1,
      },
    });
    expect(created.status).toBe(201);
    const test = (time: string) =>
      call(ep.testTrunkRules, {
        token: as(owner),
        params,
        body: { calling_number: '24001122', called_number: '55', time },
      });

    const monday = await test('2026-03-09T10:30:00Z');
    expect(monday.status).toBe(200);
    expect(monday.body.steps[0]).toMatchObject({ matched: true });
    expect(monday.body.steps[0].timeslot).toMatchObject({
      code: 'timeslot.weekday_open',
      params: { weekday: 'monday', date: '2026-03-09', time: '10:30' },
    });
    expect(monday.body.result.called).toBe('955');

    const saturday = await test('2026-03-14T10:30:00Z');
    expect(saturday.body.steps[0]).toMatchObject({ matched: false });
    expect(saturday.body.steps[0].reason).toMatchObject({
      code: 'timeslot.weekday_closed',
      params: { weekday: 'saturday', date: '2026-03-14' },
    });
    expect(saturday.body.result.called).toBe('55');

    const impossible = await test('2026-02-30T10:00:00Z');
    expect(impossible.status).toBe(422);
    expect(Object.keys(impossible.body.errors)).toEqual(['time']);
  });

  it('says “updated” rules are listed under their trunk only and 404 elsewhere', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id: carrierId } = await carrier(owner);
    const { id: trunkId } = await trunk(owner, carrierId);
    const { id: otherTrunk } = await trunk(owner, carrierId, { name: 'Second' });
    const created = await call(ep.createTrunkRule, {
      token: as(owner),
      params: { carrierId, trunkId },
      body: { command: 'change_calling', direction: 'BLE' },
    });
    const id = created.body.id;
    expect(
      (await call(ep.listTrunkRules, { token: as(owner), params: { carrierId, trunkId: otherTrunk } })).body,
    ).toEqual([]);
    expect((await call(ep.listTrunkRules, { token: as(other), params: { carrierId, trunkId } })).status).toBe(
      404,
    );
    const toggled = await call(ep.updateTrunkRule, {
      token: as(owner),
      params: { carrierId, trunkId, id },
      body: { is_active: 0 },
    });
    expect(toggled.body.is_active).toBe(0);
    expect(
      (
        await call(ep.testTrunkRules, {
          token: as(other),
          params: { carrierId, trunkId },
          body: { calling_number: '1', called_number: '2' },
        })
      ).status,
    ).toBe(404);
  });
});
