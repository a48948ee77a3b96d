/**
 * Customer trunks: created, listed, edited and deleted within the account; their fields checked
 * (422 on the field); the password made by the server, answered by the create and the new-password
 * action only and sealed at rest; another account's trunk a 404 and no target for a number (422);
 * a trunk a number is pointed at not deleted (409); the route tester naming the trunk.
 */
import {
  endpoints as ep,
  TRUNK_INACTIVE_MESSAGE,
  TRUNK_NO_PASSWORD_MESSAGE,
  trunkInUse,
} from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, customerTrunks } from '../src/db/schema.js';
import { isSealed, unseal } from '../src/lib/sealed.js';
import { manualClock, startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

const clock = manualClock(new Date('2026-03-10T09:00:00Z'));
let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({ clock });
  call = client(server.url);
});
afterAll(() => server?.close());

const as = (owner: TestAccount) => owner.tokens.access_token;
const STAMP = '2026-03-10T09:00:00.000Z';

const office = {
  name: 'Office PBX',
  host: 'pbx.example.com',
  port: 5061,
  transport: 'tls',
  codecs: ['G722', 'PCMA'],
  channels: 20,
  auth_type: 'credentials',
  username: 'office',
};
const byAddress = {
  name: 'Branch PBX',
  host: '2001:db8::10',
  codecs: ['PCMU'],
  channels: 4,
  auth_type: 'ip',
  allowed_ips: ['203.0.113.7', '198.51.100.0/24'],
  failover_order: 2,
};

const createTrunk = (owner: TestAccount, body: Record<string, unknown>) =>
  call(ep.createCustomerTrunk, { token: as(owner), body });

const sealedOf = async (id: number) => {
  const [row] = await server.db
    .select({ sealed: customerTrunks.passwordSealed })
    .from(customerTrunks)
    .where(eq(customerTrunks.id, id));
  return row?.sealed ?? null;
};

const openSealed = (sealed: string) =>
  unseal(server.deps.config.jwtSecret, 'customer-trunk-password', sealed);

describe('customer trunks', () => {
  it('are created, listed, read, edited and deleted, with their defaults', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const reply = await createTrunk(owner, byAddress);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      ...byAddress,
      port: 5060,
      transport: 'udp',
      username: '',
      has_password: false,
      is_active: 1,
      created_at: STAMP,
      updated_at: STAMP,
    });
    const id = reply.body.id as number;
    expect((await call(ep.listCustomerTrunks, { token })).body).toEqual([reply.body]);
    expect((await call(ep.getCustomerTrunk, { token, params: { id } })).body).toEqual([reply.body]);

    const edited = await call(ep.updateCustomerTrunk, {
      token,
      params: { id },
      body: { name: 'Branch', codecs: ['opus', 'PCMU'], is_active: 0 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Branch',
      codecs: ['opus', 'PCMU'],
      is_active: 0,
      allowed_ips: byAddress.allowed_ips,
    });

    expect((await call(ep.deleteCustomerTrunk, { token, params: { id } })).body).toEqual({ id });
    expect((await call(ep.listCustomerTrunks, { token })).body).toEqual([]);
    expect((await call(ep.getCustomerTrunk, { token, params: { id } })).status).toBe(404);
  });

  it('check their fields, each 422 on its field', async () => {
    const owner = await server.createAccount();
    const cases: [Record<string, unknown>, string][] = [
      [{ host: 'pbx example.com' }, 'host'],
      [{ host: '' }, 'host'],
      [{ port: 0 }, 'port'],
      [{ port: 65_536 }, 'port'],
      [{ transport: 'sctp' }, 'transport'],
      [{ codecs: [] }, 'codecs'],
      [{ codecs: ['PCMA', 'PCMA'] }, 'codecs'],
      [{ codecs: ['G711'] }, 'codecs'],
      [{ channels: 0 }, 'channels'],
      [{ channels: 10_001 }, 'channels'],
      [{ failover_order: 101 }, 'failover_order'],
      [{ auth_type: 'token' }, 'auth_type'],
      [{ username: '' }, 'username'],
    ];
    for (const [change, field] of cases) {
      const reply = await createTrunk(owner, { ...office, ...change });
      expect([reply.status, Object.keys(reply.body.errors ?? {})], JSON.stringify(change)).toEqual([
        422,
        [field],
      ]);
    }
    const noAddresses = await createTrunk(owner, { ...byAddress, allowed_ips: [] });
    expect(noAddresses.body.errors).toEqual({ allowed_ips: ['Allowed ips is required.'] });
    const badAddress = await createTrunk(owner, { ...byAddress, allowed_ips: ['203.0.113.300'] });
    expect(Object.keys(badAddress.body.errors)).toEqual(['allowed_ips']);

    expect((await createTrunk(owner, office)).status).toBe(201);
    const twice = await createTrunk(owner, { ...office, host: '192.0.2.1' });
    expect(twice.body.errors).toEqual({ name: ['Name already exists.'] });
    // Another account may use the name.
    expect((await createTrunk(await server.createAccount(), office)).status).toBe(201);
  });

  it('check an update against the row: switching to ip needs addresses', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const { id } = (await createTrunk(owner, office)).body;
    const reply = await call(ep.updateCustomerTrunk, { token, params: { id }, body: { auth_type: 'ip' } });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(['allowed_ips']);
    const switched = await call(ep.updateCustomerTrunk, {
      token,
      params: { id },
      body: { auth_type: 'ip', allowed_ips: ['192.0.2.10'] },
    });
    // Its password is dropped: the PBX no longer takes it.
    expect(switched.body).toMatchObject({ auth_type: 'ip', username: '', has_password: false });
    expect(await sealedOf(id)).toBeNull();
  });
});

describe('a trunk password', () => {
  it('is made by the server, answered once, and sealed at rest', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    // A password in the body is not taken.
    const reply = await createTrunk(owner, { ...office, password: 'mine', password_sealed: 'x' });
    expect(reply.status).toBe(201);
    const { id, password } = reply.body as { id: number; password: string };
    expect(password).toMatch(/^[A-Za-z2-9]{24}$/);
    expect(reply.body).toMatchObject({ has_password: true, username: 'office' });

    const sealed = await sealedOf(id);
    expect(sealed).not.toBeNull();
    expect(isSealed(sealed ?? '')).toBe(true);
    expect(sealed).not.toContain(password);
    expect(openSealed(sealed ?? '')).toBe(password);

    const answers = [
      (await call(ep.listCustomerTrunks, { token })).body,
      (await call(ep.getCustomerTrunk, { token, params: { id } })).body,
      (await call(ep.updateCustomerTrunk, { token, params: { id }, body: { channels: 25 } })).body,
    ];
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain(password);
      expect(JSON.stringify(answer)).not.toContain('"password"');
      expect(JSON.stringify(answer)).toContain('"has_password":true');
    }
    // The activity trail records the create's answer without it.
    const trail = await server.db.select().from(activity).where(eq(activity.accountId, owner.accountId));
    expect(trail.map((row) => row.action)).toContain('createCustomerTrunk');
    expect(JSON.stringify(trail)).not.toContain(password);
  });

  it('is replaced by the new-password action, on a credentials trunk of the account only', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const first = (await createTrunk(owner, office)).body;
    const renewed = await call(ep.newCustomerTrunkPassword, { token, params: { id: first.id }, body: {} });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ id: first.id, name: 'Office PBX', has_password: true });
    expect(renewed.body.password).toMatch(/^[A-Za-z2-9]{24}$/);
    expect(renewed.body.password).not.toBe(first.password);
    expect(openSealed((await sealedOf(first.id)) ?? '')).toBe(renewed.body.password);

    const ip = (await createTrunk(owner, byAddress)).body;
    const refused = await call(ep.newCustomerTrunkPassword, { token, params: { id: ip.id }, body: {} });
    expect([refused.status, refused.body.message]).toEqual([409, TRUNK_NO_PASSWORD_MESSAGE]);

    const other = as(await server.createAccount());
    const foreign = await call(ep.newCustomerTrunkPassword, {
      token: other,
      params: { id: first.id },
      body: {},
    });
    expect(foreign.status).toBe(404);
    expect(openSealed((await sealedOf(first.id)) ?? '')).toBe(renewed.body.password);
  });
});

describe('another account', () => {
  it("sees none of the trunks: 404, and never a number's target (422)", async () => {
    const owner = await server.createAccount();
    const { id } = (await createTrunk(owner, office)).body;
    const stranger = await server.createAccount();
    const token = as(stranger);
    expect((await call(ep.listCustomerTrunks, { token })).body).toEqual([]);
    expect((await call(ep.getCustomerTrunk, { token, params: { id } })).status).toBe(404);
    const update = await call(ep.updateCustomerTrunk, { token, params: { id }, body: { name: 'Mine' } });
    expect(update.status).toBe(404);
    expect((await call(ep.deleteCustomerTrunk, { token, params: { id } })).status).toBe(404);

    const number = await call(ep.createDidNumber, {
      token,
      body: {
        number: '+35924001000',
        country: 'BG',
        number_type: 'national',
        target_type: 'customer_trunk',
        target_id: id,
      },
    });
    expect([number.status, number.body.errors]).toEqual([422, { target_id: ['Choose valid Target'] }]);
    const [row] = await server.db.select().from(customerTrunks).where(eq(customerTrunks.id, id));
    expect(row?.name).toBe('Office PBX');
  });
});

describe('a number pointed at a trunk', () => {
  const number = { number: '+35924007000', country: 'BG', number_type: 'national' };

  it('needs an active trunk, keeps the trunk from being deleted, and reads with its name', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const trunk = (await createTrunk(owner, office)).body;
    const off = (await createTrunk(owner, { ...byAddress, is_active: 0 })).body;

    const refused = await call(ep.createDidNumber, {
      token,
      body: { ...number, target_type: 'customer_trunk', target_id: off.id },
    });
    expect(refused.body.errors).toEqual({ target_id: [TRUNK_INACTIVE_MESSAGE] });

    const did = await call(ep.createDidNumber, {
      token,
      body: { ...number, target_type: 'customer_trunk', target_id: trunk.id },
    });
    expect(did.status).toBe(201);
    expect(did.body).toMatchObject({
      target_type: 'customer_trunk',
      target_id: trunk.id,
      target_name: 'Office PBX',
    });

    const held = await call(ep.deleteCustomerTrunk, { token, params: { id: trunk.id } });
    expect([held.status, held.body.message]).toEqual([409, trunkInUse('Office PBX', ['+35924007000'])]);

    // Switched off since, the number keeps it while its other fields change.
    await call(ep.updateCustomerTrunk, { token, params: { id: trunk.id }, body: { is_active: 0 } });
    const described = await call(ep.updateDidNumber, {
      token,
      params: { id: did.body.id },
      body: { description: 'Sales', target_type: 'customer_trunk', target_id: trunk.id },
    });
    expect(described.status).toBe(200);

    await call(ep.updateDidNumber, {
      token,
      params: { id: did.body.id },
      body: { target_type: null, target_id: null },
    });
    expect((await call(ep.deleteCustomerTrunk, { token, params: { id: trunk.id } })).status).toBe(200);
  });

  it('is delivered to the trunk in the route tester, which names it and the failover', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const trunk = (await createTrunk(owner, office)).body;
    await createTrunk(owner, { ...byAddress, name: 'Backup', failover_order: 5 });
    await createTrunk(owner, { ...byAddress, name: 'First backup', failover_order: 2 });
    await createTrunk(owner, { ...byAddress, name: 'Off', failover_order: 1, is_active: 0 });
    await call(ep.createDidNumber, {
      token,
      body: { ...number, target_type: 'customer_trunk', target_id: trunk.id },
    });
    const test = () =>
      call(ep.testRoute, {
        token,
        body: { calling_number: '35988812345', called_number: '35924007000', direction: 'inbound' },
      });

    const reply = await test();
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      did: {
        code: 'did_target',
        target: { type: 'customer_trunk', id: trunk.id, name: 'Office PBX' },
        reasons: [
          {
            code: 'did.trunk',
            params: { trunk: 'Office PBX', address: 'pbx.example.com:5061', transport: 'tls' },
          },
          { code: 'did.trunk_failover', params: { trunks: ['First backup', 'Backup'] } },
        ],
      },
      routing: [],
    });

    await call(ep.updateCustomerTrunk, { token, params: { id: trunk.id }, body: { is_active: 0 } });
    expect((await test()).body.did.reasons).toEqual([
      { code: 'did.trunk_inactive', params: { trunk: 'Office PBX' } },
    ]);
  });
});
