/** The demo data: seeded once into an empty database, never again once it has accounts. */
import { endpoints as ep } from '@switchboard/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../src/accounts/seed-demo.js';
import { accounts } from '../src/db/schema.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { claimsOf, client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

describe('seedDemo', () => {
  it('runs once on the empty database the test server starts with', async () => {
    const [before] = await server.db.select({ n: count() }).from(accounts);
    expect(before?.n).toBe(0);
    const logins = await seedDemo(server.deps);
    expect(logins?.map((l) => [l.kind, l.login])).toEqual([
      ['root', DEMO_EMAIL],
      ['user', 'reception'],
      ['admin', DEMO_ADMIN_EMAIL],
    ]);
    expect(await seedDemo(server.deps)).toBeNull();
    const [after] = await server.db.select({ n: count() }).from(accounts);
    expect(after?.n).toBe(2);
  });

  it('gives the demo owner a carrier, routes, destinations and a month of rated call records', async () => {
    const login = await call(ep.rootLogin, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const token = login.body.access_token;
    const [carrier] = (await call(ep.listCarriers, { token })).body;
    expect(carrier).toMatchObject({ carrier_name: 'Demo Carrier', is_active: 1 });
    expect((await call(ep.listOutboundRoutes, { token })).body).toHaveLength(1);
    const [trunk] = (await call(ep.listCustomerTrunks, { token })).body;
    expect(trunk).toMatchObject({ name: 'Sofia office PBX', auth_type: 'credentials', has_password: true });
    expect(trunk).not.toHaveProperty('password');
    const blacklist = (await call(ep.listBlacklistEntries, { token })).body;
    expect(blacklist.map((entry: { number: string }) => entry.number)).toEqual(['+35929876543', '+35990']);
    const contacts = (await call(ep.listPbxContacts, { token })).body;
    expect(contacts.map((contact: { first_name: string }) => contact.first_name)).toEqual([
      'Maria',
      'Jonas',
      'Aisha',
      'Lucía',
      'Oleg',
    ]);
    expect((await call(ep.listDestinations, { token })).body.length).toBeGreaterThan(200);
    const log = await call(ep.listCallRecords, { token, body: { per_page: 500 } });
    type Row = {
      dialstatus: string;
      duration: number;
      client_cost: number;
      parent_call_id: string | null;
      leg_type: string | null;
    };
    const rows: Row[] = log.body.data;
    // 1200 customer calls, and the legs (queue, transfer, forward) of some answered inbound ones.
    expect(log.body.total).toBeGreaterThan(1200);
    expect(new Set(rows.map((row) => row.leg_type))).toEqual(new Set([null, 'queue', 'transfer', 'forward']));
    const answered = rows.filter(
      (row) => row.parent_call_id === null && row.dialstatus === 'answered' && row.duration > 0,
    );
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((row) => row.client_cost > 0)).toBe(true);
  });

  it('gives the demo owner two templates, a verified sender and a few logged messages', async () => {
    const login = await call(ep.rootLogin, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const token = login.body.access_token;
    expect((await call(ep.listMessageTemplates, { token })).body).toHaveLength(2);
    const senders = (await call(ep.listSenders, { token })).body;
    expect(senders.map((sender: { name: string; status: string }) => [sender.name, sender.status])).toEqual([
      ['Switchbrd', 'verified'],
    ]);
    const log = (await call(ep.listMessages, { token, body: {} })).body;
    expect(log.data.map((row: { msgstatus: string }) => row.msgstatus)).toEqual([
      'failed',
      'delivered',
      'delivered',
    ]);
  });

  it('gives the demo owner a live call flow into a queue and a ring group, with voicemail after hours', async () => {
    const login = await call(ep.rootLogin, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const token = login.body.access_token;
    const [flow] = (await call(ep.listFlows, { token })).body;
    expect(flow).toMatchObject({
      name: 'Main line',
      flow_type: 'inbound',
      active_version_id: expect.any(Number),
    });
    const [inbound] = (await call(ep.listInboundRoutes, { token })).body;
    expect(inbound?.flow_id).toBe(flow.id);
    const walk = async (at: string, keys: string) => {
      const reply = await call(ep.simulateFlowCall, {
        token,
        params: { flowId: flow.id },
        body: { calling_number: '359888123456', at, keys },
      });
      expect(reply.status).toBe(200);
      return reply.body.steps.map((step: { nodeId: string }) => step.nodeId);
    };
    // Tuesday 24 November 2026, 10:00 UTC is noon in Sofia: the menu, 1 into the Support queue.
    expect(await walk('2026-11-24T10:00:00Z', '1')).toEqual(['start', 'answer', 'hours', 'menu', 'support']);
    // Christmas is a holiday: voicemail.
    expect(await walk('2026-12-25T10:00:00Z', '1')).toEqual(['start', 'answer', 'hours', 'voicemail']);
    const [queue] = (await call(ep.listQueues, { token })).body;
    expect(queue).toMatchObject({ name: 'Support', queue_number: '500' });
    const members = (await call(ep.listQueueMembers, { token, params: { queueId: queue.id } })).body;
    expect(members).toHaveLength(2);
    const dids = (await call(ep.listDidNumbers, { token })).body;
    expect(
      dids.map((d: { number: string; target_name: string | null }) => [d.number, d.target_name]),
    ).toEqual([
      ['+35924001000', null],
      ['+4930200010', 'Sales'],
    ]);
  });

  it('gives a verified demo owner with a company, users, extensions and numbers', async () => {
    const login = await call(ep.rootLogin, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.redirect).toBe('/widget');
    const token = login.body.access_token;

    const profile = await call(ep.profile, { token });
    expect(profile.body.user_info).toMatchObject({ email: DEMO_EMAIL, email_verified: true });
    expect(Object.values(profile.body.company_info).filter((v) => v === null)).toEqual([null]); // only the logo
    const users = (await call(ep.listPbxUsers, { token })).body;
    expect(users).toHaveLength(5);
    expect(users.every((u: { timezone: string; description: string }) => u.timezone && u.description)).toBe(
      true,
    );
    expect(users.filter((u: { extension: unknown }) => u.extension !== null)).toHaveLength(3);
    expect((await call(ep.listExtensions, { token })).body).toHaveLength(4);
    expect((await call(ep.presentationNumbers, { token })).body).toHaveLength(2);
    expect(
      (await call(ep.freeExtensions, { token })).body.map((e: { extension: string }) => e.extension),
    ).toEqual(['104']);

    const user = await call(ep.userLogin, {
      body: { username: 'reception', password: DEMO_PASSWORD, client_id: profile.body.user_info.account_id },
    });
    expect(user.status).toBe(200);
  });

  it('gives the demo owner a published widget with an office, a department and visitor requests', async () => {
    const login = await call(ep.rootLogin, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const token = login.body.access_token;
    const [widget, ...others] = (await call(ep.listWidgets, { token })).body;
    expect(others).toEqual([]);
    expect(widget).toMatchObject({ name: 'Demo Telecom website', default: true, is_active: true });
    expect(widget.contacts).toHaveLength(1);
    expect(widget.contacts[0]).toMatchObject({
      mainSettings: { title: 'Sofia office' },
      departments: [{ name: 'Sales' }],
    });
    const config = await call(ep.widgetPublicConfig, { params: { publicKey: widget.public_key } });
    expect(config.status).toBe(200);
    expect((await call(ep.statsReport, { token, params: { type: 'calls' }, body: {} })).body.total).toBe(2);
    expect((await call(ep.reportMap, { token, body: {} })).body.length).toBeGreaterThanOrEqual(4);
  });

  it('gives an administrator who can impersonate a demo user', async () => {
    const login = await call(ep.rootLogin, { body: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD } });
    expect(claimsOf(login.body.access_token).is_admin).toBe(true);
    const owner = await call(ep.rootLogin, { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const [firstUser] = (await call(ep.listPbxUsers, { token: owner.body.access_token })).body;
    const pair = await call(ep.impersonate, {
      params: { id: firstUser.id },
      body: { reason: 'Trying the demo' },
      token: login.body.access_token,
    });
    expect(pair.status).toBe(200);
  });
});
