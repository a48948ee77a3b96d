/**
 * The virtual number area: the coverage seeded by its migration, orders through the sandbox
 * supplier (answering at once) from pending to active with the setup and first month on the
 * ledger, rejected by the supplier or for the balance, refused at order time (402), cancelled while
 * pending (409 after), the rented numbers routed through the PBX's DID update and released, the
 * monthly renewal, and another account's ids answering 404.
 */
import {
  endpoints as ep,
  ORDER_BALANCE_MESSAGE,
  ORDER_NOT_PENDING_MESSAGE,
  ORDER_UNPAID_REASON,
} from '@switchboard/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { didNumbers, ledgerEntries, numberCoverage, userDids } from '../src/db/schema.js';
import { silentLogger } from '../src/lib/logger.js';
import { post } from '../src/money/ledger.js';
import { manualClock, startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { applyAnswer } from '../src/virtual-numbers/orders.js';
import { renewDueNumbers } from '../src/virtual-numbers/renewals.js';
import { SANDBOX_AREA_CODES, SANDBOX_NO_NUMBERS_REASON } from '../src/virtual-numbers/sandbox.js';
import type { SupplierAnswer } from '../src/virtual-numbers/supplier.js';
import { client } from './http.js';
import { giveCredit } from './money.js';

const clock = manualClock(new Date('2026-03-10T09:00:00Z'));
let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({ clock, config: { numberSupplierDelayMs: 0 } });
  call = client(server.url);
});
afterAll(() => server?.close());

const as = (owner: TestAccount) => owner.tokens.access_token;

/** Seeded: GB local numbers, €1.00 setup and €1.50 a month. */
const GB_LOCAL = { country: 'GB', number_type: 'local' } as const;
const SETUP = 100;
const MONTHLY = 150;

function credit(owner: TestAccount, amountMinor: number) {
  return giveCredit(server.db, owner.accountId, amountMinor, clock.now());
}

const order = (owner: TestAccount, body: Record<string, unknown>) =>
  call(ep.createNumberOrder, { token: as(owner), body: { ...GB_LOCAL, quantity: 1, ...body } });

const ledgerOf = (owner: TestAccount) =>
  server.db
    .select({
      amount: ledgerEntries.amountMinor,
      kind: ledgerEntries.kind,
      reference: ledgerEntries.reference,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, owner.accountId), like(ledgerEntries.reference, 'number-%')))
    .orderBy(asc(ledgerEntries.id));

describe('coverage', () => {
  it('lists the seeded countries with names, dialling codes and prices', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.coverage, { token: as(owner) });
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(20);
    expect(reply.body).toContainEqual({
      id: expect.any(Number),
      country: 'GB',
      country_name: 'United Kingdom',
      dial_code: '+44',
      number_type: 'local',
      setup_price_minor: SETUP,
      monthly_price_minor: MONTHLY,
      channels: 2,
      sms: false,
      documents_required: false,
    });
    const names = reply.body.map((entry: { country_name: string }) => entry.country_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('is for verified accounts', async () => {
    const owner = await server.createAccount({ verified: false });
    expect((await call(ep.coverage, { token: as(owner) })).status).toBe(403);
  });
});

describe('orders', () => {
  it('become active at once from the sandbox: numbers rented, setup and first month charged', async () => {
    const owner = await server.createAccount();
    await credit(owner, 1000);
    const reply = await order(owner, { quantity: 2, area_code: '20' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      ...GB_LOCAL,
      quantity: 2,
      area_code: '20',
      order_status: 'active',
      channel: 2,
      setup_price_minor: SETUP,
      monthly_price_minor: MONTHLY,
      reason: null,
    });

    const dids = await call(ep.listVirtualDids, { token: as(owner) });
    expect(dids.status).toBe(200);
    expect(dids.body).toHaveLength(2);
    for (const did of dids.body) {
      expect(did.number).toMatch(/^\+4420\d+$/);
      expect(did).toMatchObject({
        country: 'GB',
        number_type: 'local',
        order_id: reply.body.id,
        monthly_price_minor: MONTHLY,
        paid_until: '2026-04-10T09:00:00.000Z',
        target_type: null,
      });
    }
    // The rented numbers are the PBX's DIDs.
    const pbx = await call(ep.listDidNumbers, { token: as(owner) });
    expect(pbx.body.map((did: { id: number }) => did.id).sort()).toEqual(
      dids.body.map((did: { id: number }) => did.id).sort(),
    );

    const ledger = await ledgerOf(owner);
    expect(ledger).toEqual([
      { amount: -2 * SETUP, kind: 'number', reference: `number-order:${reply.body.id}:setup` },
      {
        amount: -MONTHLY,
        kind: 'number',
        reference: expect.stringMatching(/^number-rent:\d+:2026-03-10T09:00:00.000Z$/),
      },
      {
        amount: -MONTHLY,
        kind: 'number',
        reference: expect.stringMatching(/^number-rent:\d+:2026-03-10T09:00:00.000Z$/),
      },
    ]);
    const balance = await call(ep.balance, { token: as(owner) });
    expect(balance.body.balance_minor).toBe(1000 - 2 * (SETUP + MONTHLY));

    const orders = await call(ep.listNumberOrders, { token: as(owner) });
    expect(orders.body.map((row: { id: number }) => row.id)).toEqual([reply.body.id]);
  });

  it('are refused (402) when the balance does not cover setup and first month', async () => {
    const owner = await server.createAccount();
    await credit(owner, SETUP + MONTHLY - 1);
    const reply = await order(owner, {});
    expect(reply.status).toBe(402);
    expect(reply.body.message).toBe(ORDER_BALANCE_MESSAGE);
    expect((await call(ep.listNumberOrders, { token: as(owner) })).body).toEqual([]);
  });

  it('are rejected with the supplier’s reason, charging nothing', async () => {
    const owner = await server.createAccount();
    await credit(owner, 1000);
    const reply = await order(owner, { area_code: SANDBOX_AREA_CODES.rejected });
    expect(reply.body).toMatchObject({ order_status: 'rejected', reason: SANDBOX_NO_NUMBERS_REASON });
    expect(await ledgerOf(owner)).toEqual([]);
    expect((await call(ep.listVirtualDids, { token: as(owner) })).body).toEqual([]);
  });

  it('are rejected when the balance no longer pays them when the supplier answers', async () => {
    const owner = await server.createAccount();
    await credit(owner, 1000);
    const held = await order(owner, { quantity: 2, area_code: SANDBOX_AREA_CODES.held });
    expect(held.body.order_status).toBe('pending');
    await post(server.db, {
      accountId: owner.accountId,
      amountMinor: -900,
      kind: 'call',
      reference: `test-spend:${owner.accountId}`,
      description: 'Calls meanwhile',
      at: clock.now(),
    });
    await applyAnswer(server.deps, {
      orderId: held.body.id,
      status: 'fulfilled',
      numbers: ['+44999000001', '+44999000002'],
    });
    const [after] = (await call(ep.listNumberOrders, { token: as(owner) })).body;
    expect(after).toMatchObject({ order_status: 'rejected', reason: ORDER_UNPAID_REASON });
    expect(await ledgerOf(owner)).toEqual([]);
    expect((await call(ep.listVirtualDids, { token: as(owner) })).body).toEqual([]);
  });

  it('are cancelled while pending, and a later answer changes nothing', async () => {
    const owner = await server.createAccount();
    await credit(owner, 1000);
    const held = await order(owner, { area_code: SANDBOX_AREA_CODES.held });
    const cancelled = await call(ep.cancelNumberOrder, {
      token: as(owner),
      params: { id: held.body.id },
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order_status).toBe('cancelled');
    await applyAnswer(server.deps, { orderId: held.body.id, status: 'fulfilled', numbers: ['+44999000003'] });
    expect((await call(ep.listNumberOrders, { token: as(owner) })).body[0].order_status).toBe('cancelled');
    expect(await ledgerOf(owner)).toEqual([]);

    const again = await call(ep.cancelNumberOrder, {
      token: as(owner),
      params: { id: held.body.id },
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_NOT_PENDING_MESSAGE);
  });

  it('answered twice are fulfilled once', async () => {
    const owner = await server.createAccount();
    await credit(owner, 1000);
    const held = await order(owner, { area_code: SANDBOX_AREA_CODES.held });
    const answer: SupplierAnswer = { orderId: held.body.id, status: 'fulfilled', numbers: ['+44999000004'] };
    await applyAnswer(server.deps, answer);
    await applyAnswer(server.deps, answer);
    expect((await call(ep.listVirtualDids, { token: as(owner) })).body).toHaveLength(1);
    expect(await ledgerOf(owner)).toHaveLength(2);
  });

  it('refuse what is not offered, and bad quantities', async () => {
    const owner = await server.createAccount();
    await credit(owner, 1000);
    const notOffered = await order(owner, { country: 'JP', number_type: 'toll_free' });
    expect(notOffered.status).toBe(422);
    expect(notOffered.body.errors).toHaveProperty('number_type');
    for (const quantity of [0, 21, 1.5]) {
      const reply = await order(owner, { quantity });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toHaveProperty('quantity');
    }
    expect((await order(owner, { country: 'gb' })).status).toBe(422);
    expect((await order(owner, { area_code: '2a' })).status).toBe(422);
  });
});

describe('rented numbers', () => {
  it('are pointed at a queue through the PBX DID update, and released', async () => {
    const owner = await server.createAccount();
    await credit(owner, 1000);
    await order(owner, {});
    const [did] = (await call(ep.listVirtualDids, { token: as(owner) })).body;
    const queue = await call(ep.createQueue, {
      token: as(owner),
      body: { name: 'Sales', queue_number: '610' },
    });
    const routed = await call(ep.updateDidNumber, {
      token: as(owner),
      params: { id: did.id },
      body: { target_type: 'queue', target_id: queue.body.id },
    });
    expect(routed.status).toBe(200);
    const [listed] = (await call(ep.listVirtualDids, { token: as(owner) })).body;
    expect(listed).toMatchObject({ target_type: 'queue', target_id: queue.body.id, target_name: 'Sales' });

    const released = await call(ep.releaseVirtualDid, { token: as(owner), params: { id: did.id } });
    expect(released.status).toBe(200);
    expect((await call(ep.listVirtualDids, { token: as(owner) })).body).toEqual([]);
    expect((await call(ep.listDidNumbers, { token: as(owner) })).body).toEqual([]);
    expect(await server.db.select().from(userDids).where(eq(userDids.accountId, owner.accountId))).toEqual(
      [],
    );
    expect((await call(ep.releaseVirtualDid, { token: as(owner), params: { id: did.id } })).status).toBe(404);
  });

  it('are not released through this area when the PBX added them by hand', async () => {
    const owner = await server.createAccount();
    const own = await call(ep.createDidNumber, {
      token: as(owner),
      body: { number: '+35924001000', description: '', country: 'BG', number_type: 'local' },
    });
    expect((await call(ep.releaseVirtualDid, { token: as(owner), params: { id: own.body.id } })).status).toBe(
      404,
    );
    expect(await server.db.select().from(didNumbers).where(eq(didNumbers.id, own.body.id))).toHaveLength(1);
  });

  it('renew monthly from the balance, once per period, and wait for a recharge', async () => {
    const owner = await server.createAccount();
    await credit(owner, SETUP + 2 * MONTHLY);
    await order(owner, {});
    const [did] = (await call(ep.listVirtualDids, { token: as(owner) })).body;
    // The renewal's own clock: the server's stays put, so the session's token does not expire.
    const later = manualClock(clock.now());
    const deps = { db: server.db, clock: later, log: silentLogger };
    expect(await renewDueNumbers(deps)).toBe(0);
    later.set(new Date('2026-04-10T09:00:00Z'));
    expect(await renewDueNumbers(deps)).toBeGreaterThanOrEqual(1);
    expect(await renewDueNumbers(deps)).toBe(0);
    const [renewed] = (await call(ep.listVirtualDids, { token: as(owner) })).body;
    expect(renewed.paid_until).toBe('2026-05-10T09:00:00.000Z');
    const rents = (await ledgerOf(owner)).filter((row) => row.reference.startsWith(`number-rent:`));
    expect(rents.map((row) => row.amount)).toEqual([-MONTHLY, -MONTHLY]);
    expect((await call(ep.balance, { token: as(owner) })).body.balance_minor).toBe(0);

    // The balance is spent: May's rent waits, the number stays, and is charged after a recharge.
    later.set(new Date('2026-05-11T09:00:00Z'));
    await renewDueNumbers(deps);
    expect((await call(ep.listVirtualDids, { token: as(owner) })).body[0].paid_until).toBe(
      '2026-05-10T09:00:00.000Z',
    );
    await credit(owner, 500);
    await renewDueNumbers(deps);
    expect((await call(ep.listVirtualDids, { token: as(owner) })).body[0]).toMatchObject({
      id: did.id,
      paid_until: '2026-06-10T09:00:00.000Z',
    });
  });
});

describe("another account's ids", () => {
  it('answer 404 and change nothing', async () => {
    const a = await server.createAccount();
    const b = await server.createAccount();
    await credit(a, 1000);
    await order(a, {});
    const held = await order(a, { area_code: SANDBOX_AREA_CODES.held });
    const [did] = (await call(ep.listVirtualDids, { token: as(a) })).body;

    expect(
      (await call(ep.cancelNumberOrder, { token: as(b), params: { id: held.body.id }, body: {} })).status,
    ).toBe(404);
    expect((await call(ep.releaseVirtualDid, { token: as(b), params: { id: did.id } })).status).toBe(404);
    expect((await call(ep.listNumberOrders, { token: as(b) })).body).toEqual([]);
    expect((await call(ep.listVirtualDids, { token: as(b) })).body).toEqual([]);

    const orders = (await call(ep.listNumberOrders, { token: as(a) })).body;
    expect(orders.map((row: { order_status: string }) => row.order_status)).toEqual(['pending', 'active']);
    expect((await call(ep.listVirtualDids, { token: as(a) })).body).toHaveLength(1);
  });

  it('coverage is the same for every account', async () => {
    const rows = await server.db.select().from(numberCoverage);
    const b = await server.createAccount();
    expect((await call(ep.coverage, { token: as(b) })).body).toHaveLength(rows.length);
  });
});
