/**
 * Capacity pools: created, edited and deleted with the rented numbers attached (`did_ids`), a
 * number in one pool at most, another account's numbers and pools refused (422 / 404), the
 * channels in use counted from the account's live calls (posted as the switch posts them), the
 * route tester refusing a call at the pool's limit and letting it on under it, and a deleted
 * pool's numbers free again.
 */
import { endpoints as ep, poolNumberTaken } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';
import { giveCredit } from './money.js';

const clock = manualClock(new Date('2026-03-10T09:00:00Z'));
let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  // The sandbox supplier answers at once: an order's numbers are rented when it returns.
  server = await startTestServer({ clock, config: { numberSupplierDelayMs: 0 } });
  call = client(server.url);
});
afterAll(() => server?.close());

const as = (owner: TestAccount) => owner.tokens.access_token;

interface Rented {
  id: number;
  number: string;
}

/** A verified account with `count` rented GB numbers and a key the switch posts call events with. */
async function accountWithNumbers(count: number) {
  const owner = await server.createAccount();
  await giveCredit(server.db, owner.accountId, 10_000, clock.now());
  const token = as(owner);
  const order = await call(ep.createNumberOrder, {
    token,
    body: { country: 'GB', number_type: 'local', quantity: count },
  });
  expect(order.body.order_status).toBe('active');
  const dids = (await call(ep.listVirtualDids, { token })).body as Rented[];
  expect(dids).toHaveLength(count);
  const key = await call(ep.createApiKey, { token, body: { name: 'Switch', scopes: ['calls:events'] } });
  expect(key.status).toBe(201);
  return { owner, token, dids, switchKey: key.body.api_key as string };
}

const createPool = (token: string, body: Record<string, unknown>) =>
  call(ep.createCapacityPool, { token, body });

let callSeq = 0;
/** A call the switch reports as started (live until it ends). */
async function liveCall(key: string, numbers: Record<string, string>) {
  const callId = `cap-${++callSeq}`;
  const reply = await call(ep.postCallEvent, {
    token: key,
    body: { call_id: callId, seq: 1, kind: 'started', at: clock.now().toISOString(), ...numbers },
  });
  expect(reply.status).toBe(200);
  return callId;
}

const endCall = (key: string, callId: string) =>
  call(ep.postCallEvent, {
    token: key,
    body: { call_id: callId, seq: 2, kind: 'ended', at: clock.now().toISOString() },
  });

const poolsOf = async (token: string) => (await call(ep.listCapacityPools, { token })).body;

describe('capacity pools', () => {
  it('are created, listed, edited and deleted with their numbers', async () => {
    const { token, dids } = await accountWithNumbers(3);
    const [a, b, c] = dids as [Rented, Rented, Rented];
    const reply = await createPool(token, { name: 'Sales', channel_limit: 2, did_ids: [b.id, a.id, a.id] });
    expect(reply.status).toBe(201);
    const sorted = [a, b].sort((x, y) => x.number.localeCompare(y.number)).map((did) => did.id);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      name: 'Sales',
      channel_limit: 2,
      did_ids: sorted,
      did_count: 2,
      in_use: 0,
      created_at: '2026-03-10T09:00:00.000Z',
      updated_at: '2026-03-10T09:00:00.000Z',
    });
    const id = reply.body.id as number;
    expect(await poolsOf(token)).toEqual([reply.body]);
    expect((await call(ep.getCapacityPool, { token, params: { id } })).body).toEqual([reply.body]);

    // Left out, the numbers stay; named, the list replaces them.
    const renamed = await call(ep.updateCapacityPool, {
      token,
      params: { id },
      body: { name: 'Sales EU', channel_limit: 5 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Sales EU', channel_limit: 5, did_ids: sorted });
    const moved = await call(ep.updateCapacityPool, { token, params: { id }, body: { did_ids: [c.id] } });
    expect(moved.body).toMatchObject({ did_ids: [c.id], did_count: 1 });
    const emptied = await call(ep.updateCapacityPool, { token, params: { id }, body: { did_ids: [] } });
    expect(emptied.body).toMatchObject({ did_ids: [], did_count: 0 });

    expect((await call(ep.deleteCapacityPool, { token, params: { id } })).body).toEqual({ id });
    expect(await poolsOf(token)).toEqual([]);
    expect((await call(ep.getCapacityPool, { token, params: { id } })).status).toBe(404);
  });

  it('check their fields: a limit of at least 1, a name once per account', async () => {
    const { token } = await accountWithNumbers(1);
    const zero = await createPool(token, { name: 'Zero', channel_limit: 0 });
    expect(zero.status).toBe(422);
    expect(Object.keys(zero.body.errors)).toEqual(['channel_limit']);
    const blank = await createPool(token, { name: '', channel_limit: 3 });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name).toEqual(['Name is required.']);
    expect((await createPool(token, { name: 'Support', channel_limit: 3 })).status).toBe(201);
    const again = await createPool(token, { name: 'Support', channel_limit: 4 });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ name: ['Name already exists.'] });
  });

  it('hold a number in one pool at most: a number of another pool is refused on did_ids', async () => {
    const { token, dids } = await accountWithNumbers(2);
    const [a, b] = dids as [Rented, Rented];
    const first = await createPool(token, { name: 'First', channel_limit: 2, did_ids: [a.id] });
    const second = await createPool(token, { name: 'Second', channel_limit: 2, did_ids: [a.id, b.id] });
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({ did_ids: [poolNumberTaken(a.number, 'First')] });
    // Refused as a whole: the pool was not created either.
    expect((await poolsOf(token)).map((pool: { name: string }) => pool.name)).toEqual(['First']);

    const other = await createPool(token, { name: 'Second', channel_limit: 2, did_ids: [b.id] });
    const steal = await call(ep.updateCapacityPool, {
      token,
      params: { id: other.body.id },
      body: { name: 'Renamed', did_ids: [a.id, b.id] },
    });
    expect(steal.status).toBe(422);
    expect(steal.body.errors).toEqual({ did_ids: [poolNumberTaken(a.number, 'First')] });
    const pools = await poolsOf(token);
    expect(pools).toMatchObject([
      { id: first.body.id, did_ids: [a.id] },
      { id: other.body.id, name: 'Second', did_ids: [b.id] },
    ]);
  });

  it("refuse another account's numbers and a number not rented (422), and another account's pool (404)", async () => {
    const mine = await accountWithNumbers(1);
    const theirs = await accountWithNumbers(1);
    const theirNumber = (theirs.dids[0] as Rented).id;
    const foreign = await createPool(mine.token, { name: 'Mine', channel_limit: 1, did_ids: [theirNumber] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ did_ids: ['Choose valid Numbers'] });

    // A DID of the PBX that is not rented is not a virtual number.
    const pbxDid = await call(ep.createDidNumber, {
      token: mine.token,
      body: { number: '+35924001000', country: 'BG', number_type: 'local' },
    });
    expect(pbxDid.status).toBe(201);
    const notRented = await createPool(mine.token, {
      name: 'Mine',
      channel_limit: 1,
      did_ids: [pbxDid.body.id],
    });
    expect(notRented.status).toBe(422);
    expect(notRented.body.errors).toEqual({ did_ids: ['Choose valid Numbers'] });

    const theirPool = await createPool(theirs.token, {
      name: 'Theirs',
      channel_limit: 1,
      did_ids: [theirNumber],
    });
    const id = theirPool.body.id as number;
    const token = mine.token;
    expect((await call(ep.getCapacityPool, { token, params: { id } })).status).toBe(404);
    expect((await call(ep.updateCapacityPool, { token, params: { id }, body: { did_ids: [] } })).status).toBe(
      404,
    );
    expect((await call(ep.deleteCapacityPool, { token, params: { id } })).status).toBe(404);
    expect(await poolsOf(token)).toEqual([]);
    expect(await poolsOf(theirs.token)).toMatchObject([{ id, did_ids: [theirNumber] }]);
  });

  it('count the live calls on their numbers: inbound to one, outbound from one, until they end', async () => {
    const { token, dids, switchKey } = await accountWithNumbers(3);
    const [a, b, c] = dids as [Rented, Rented, Rented];
    const pool = await createPool(token, { name: 'Shared', channel_limit: 10, did_ids: [a.id, b.id] });
    const other = await createPool(token, { name: 'Other', channel_limit: 10, did_ids: [c.id] });
    const digits = (did: Rented) => did.number.replace(/^\+/, '');

    // Inbound to a (called without its +), outbound from b, a call whose direction is not known
    // yet to a: three on the pool. An outbound call *to* a, and an internal call, use none of it.
    const inbound = await liveCall(switchKey, {
      calltype: 'inbound',
      calling_number: '447900000001',
      called_number: digits(a),
    });
    await liveCall(switchKey, {
      calltype: 'outbound',
      calling_number: b.number,
      called_number: '447900000002',
    });
    await liveCall(switchKey, { calling_number: '447900000003', called_number: a.number });
    await liveCall(switchKey, {
      calltype: 'outbound',
      calling_number: '447900000004',
      called_number: a.number,
    });
    await liveCall(switchKey, { calltype: 'internal', calling_number: '101', called_number: digits(a) });
    await liveCall(switchKey, {
      calltype: 'inbound',
      calling_number: '447900000005',
      called_number: c.number,
    });

    const inUse = async () =>
      Object.fromEntries(
        (await poolsOf(token)).map((row: { id: number; in_use: number }) => [row.id, row.in_use]),
      );
    expect(await inUse()).toEqual({ [pool.body.id]: 3, [other.body.id]: 1 });

    // An ended call frees its channel.
    expect((await endCall(switchKey, inbound)).status).toBe(200);
    expect(await inUse()).toEqual({ [pool.body.id]: 2, [other.body.id]: 1 });
  });

  it("show on the area's dashboard: each pool's live calls against its limit, by name", async () => {
    const { token, dids, switchKey } = await accountWithNumbers(2);
    const [a, b] = dids as [Rented, Rented];
    const east = await createPool(token, { name: 'East', channel_limit: 4, did_ids: [a.id] });
    const west = await createPool(token, { name: 'West', channel_limit: 2, did_ids: [b.id] });
    await liveCall(switchKey, {
      calltype: 'inbound',
      calling_number: '447900000011',
      called_number: b.number,
    });
    const dashboard = await call(ep.virtualNumberDashboard, { token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.channels).toEqual([
      { id: east.body.id, name: 'East', in_use: 0, channel_limit: 4 },
      { id: west.body.id, name: 'West', in_use: 1, channel_limit: 2 },
    ]);
  });

  it('refuse a call in the route tester once its live calls reach the limit, and say why', async () => {
    const { token, dids, switchKey } = await accountWithNumbers(2);
    const [a, b] = dids as [Rented, Rented];
    const pool = await createPool(token, { name: 'Front desk', channel_limit: 2, did_ids: [a.id, b.id] });
    await call(ep.createInboundRoute, { token, body: { b_regexp: '' } });
    await call(ep.createOutboundRoute, { token, body: { b_regexp: '' } });
    const test = (direction: 'inbound' | 'outbound', calling: string, called: string) =>
      call(ep.testRoute, { token, body: { calling_number: calling, called_number: called, direction } });

    const under = await liveCall(switchKey, {
      calltype: 'inbound',
      calling_number: '447900000001',
      called_number: a.number,
    });
    const room = await test('inbound', '447900000009', a.number);
    expect(room.status).toBe(200);
    expect(room.body.capacity).toEqual({
      pool_id: pool.body.id,
      refused: false,
      reason: { code: 'capacity.room', params: { pool: 'Front desk', in_use: 1, limit: 2 } },
    });
    expect(room.body.entry_id).not.toBeNull();

    await liveCall(switchKey, {
      calltype: 'outbound',
      calling_number: b.number,
      called_number: '447900000002',
    });
    const full = {
      pool_id: pool.body.id,
      refused: true,
      reason: { code: 'capacity.full', params: { pool: 'Front desk', in_use: 2, limit: 2 } },
    };
    // Inbound to either number (with or without its +), outbound from either: refused, nothing tried.
    for (const reply of [
      await test('inbound', '447900000009', b.number.replace(/^\+/, '')),
      await test('outbound', a.number, '447900000010'),
    ]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        capacity: full,
        routing: [],
        entry_id: null,
        trunk: null,
        client_rate: null,
      });
    }
    // A number in no pool is not judged.
    expect((await test('inbound', '447900000009', '447911111111')).body.capacity).toBeNull();

    // A call ends: room again.
    await endCall(switchKey, under);
    expect((await test('inbound', '447900000009', a.number)).body.capacity).toMatchObject({
      refused: false,
      reason: { code: 'capacity.room', params: { in_use: 1, limit: 2 } },
    });
  });

  it('free their numbers when deleted: another pool may take them, and calls on them are no longer refused', async () => {
    const { token, dids, switchKey } = await accountWithNumbers(1);
    const [a] = dids as [Rented];
    const pool = await createPool(token, { name: 'Old', channel_limit: 1, did_ids: [a.id] });
    await liveCall(switchKey, {
      calltype: 'inbound',
      calling_number: '447900000001',
      called_number: a.number,
    });
    const test = () =>
      call(ep.testRoute, {
        token,
        body: { calling_number: '447900000009', called_number: a.number, direction: 'inbound' },
      });
    expect((await test()).body.capacity).toMatchObject({ refused: true });

    expect((await call(ep.deleteCapacityPool, { token, params: { id: pool.body.id } })).status).toBe(200);
    expect((await test()).body.capacity).toBeNull();
    const next = await createPool(token, { name: 'New', channel_limit: 3, did_ids: [a.id] });
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({ did_ids: [a.id], in_use: 1 });
  });
});
