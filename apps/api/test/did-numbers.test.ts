/**
 * External numbers (DIDs): each account's own, a number listed once per account, a country of the
 * list, and a routing target of the account read back by name ("not routed" once it is deleted).
 */
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
const create = (owner: TestAccount, body: Record<string, unknown>) =>
  call(ep.createDidNumber, { token: as(owner), body });
const did = { number: '+35924001000', description: 'Main line', country: 'BG', number_type: 'national' };

async function created(reply: Promise<{ status: number; body: { id: number } }>) {
  const { status, body } = await reply;
  expect(status).toBe(201);
  return body.id;
}

/** One target of each type in `owner`'s account, by type. */
async function targets(owner: TestAccount) {
  const token = as(owner);
  const n = owner.accountId;
  return {
    flow: await created(
      call(ep.createFlow, {
        token,
        body: { name: 'Main menu', flow_type: 'inbound', client_number: '4930123456' },
      }),
    ),
    extension: await created(
      call(ep.createExtension, { token, body: { extension: '101', password: 'sip secret 1' } }),
    ),
    queue: await created(call(ep.createQueue, { token, body: { name: 'Sales', queue_number: `6${n}` } })),
    ring_group: await created(call(ep.createRingGroup, { token, body: { name: 'Front desk' } })),
    voicemail: await created(
      call(ep.createVoicemail, {
        token,
        body: {
          name: 'After hours',
          mail_to: 'support@example.com',
          mail_from: 'pbx@example.com',
          mail_subject: 'New voicemail',
          mail_body: 'A caller left a message.',
          is_active: 1,
        },
      }),
    ),
  };
}

describe('/admin/xpbx/did', () => {
  it('creates, lists, reads, updates and deletes a number', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const reply = await create(owner, did);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      ...did,
      target_type: null,
      target_id: null,
      target_name: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = reply.body.id;
    expect((await call(ep.listDidNumbers, { token })).body).toEqual([reply.body]);
    expect((await call(ep.getDidNumber, { token, params: { id } })).body).toEqual([reply.body]);

    const updated = await call(ep.updateDidNumber, {
      token,
      params: { id },
      body: { description: 'Toll free', number_type: 'toll_free', country: 'DE' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ number: did.number, number_type: 'toll_free', country: 'DE' });

    expect((await call(ep.deleteDidNumber, { token, params: { id } })).body).toEqual({ id });
    expect((await call(ep.listDidNumbers, { token })).body).toEqual([]);
  });

  it('routes to a target of each type, shown by name, and clears it', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const mine = await targets(owner);
    const names = {
      flow: 'Main menu',
      extension: '101',
      queue: 'Sales',
      ring_group: 'Front desk',
      voicemail: 'After hours',
    };
    const id = await created(create(owner, did));
    for (const [type, targetId] of Object.entries(mine)) {
      const reply = await call(ep.updateDidNumber, {
        token,
        params: { id },
        body: { target_type: type, target_id: targetId },
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        target_type: type,
        target_id: targetId,
        target_name: names[type as keyof typeof names],
      });
    }
    const cleared = await call(ep.updateDidNumber, {
      token,
      params: { id },
      body: { target_type: '', target_id: null },
    });
    expect(cleared.body).toMatchObject({ target_type: null, target_id: null, target_name: null });
  });

  it('shows a DID whose target was deleted as not routed (checked when read, no foreign key)', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const queue = await created(call(ep.createQueue, { token, body: { name: 'Gone', queue_number: '650' } }));
    const id = await created(create(owner, { ...did, target_type: 'queue', target_id: queue }));
    expect((await call(ep.deleteQueue, { token, params: { id: queue } })).status).toBe(200);
    const [row] = (await call(ep.getDidNumber, { token, params: { id } })).body;
    expect(row).toMatchObject({ target_type: null, target_id: null, target_name: null });
    // The number can still be edited, and given a new target.
    const edit = await call(ep.updateDidNumber, { token, params: { id }, body: { description: 'Kept' } });
    expect(edit.status).toBe(200);
  });

  it('answers 422 with field messages', async () => {
    const owner = await server.createAccount();
    const empty = await create(owner, {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['country', 'number', 'number_type']);
    expect(empty.body.errors.number).toEqual(['Number is required.']);

    const bad = await create(owner, { number: '12a4', country: 'bg', number_type: 'premium' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['country', 'number', 'number_type']);
    expect(bad.body.errors.number).toEqual(['Enter valid Number']);
    // E.164: at most 15 digits.
    const long = await create(owner, { ...did, number: `+${'1'.repeat(16)}` });
    expect(long.body.errors).toEqual({ number: ['Enter valid Number'] });

    const nowhere = await create(owner, { ...did, country: 'XX' });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors).toEqual({ country: ['Choose valid Country'] });

    const half = await create(owner, { ...did, target_type: 'queue' });
    expect(half.body.errors).toEqual({ target_id: ['Target id is required.'] });
    const otherHalf = await create(owner, { ...did, target_id: 4 });
    expect(otherHalf.body.errors).toEqual({ target_type: ['Target type is required.'] });
    const missing = await create(owner, { ...did, target_type: 'flow', target_id: 999999 });
    expect(missing.body.errors).toEqual({ target_id: ['Choose valid Target'] });

    const id = await created(create(owner, did));
    // An update sends both or neither: one alone (even a null) would leave the other behind.
    const alone = await call(ep.updateDidNumber, {
      token: as(owner),
      params: { id },
      body: { target_type: null },
    });
    expect(alone.body.errors).toEqual({ target_id: ['Target id is required.'] });
    const idAlone = await call(ep.updateDidNumber, {
      token: as(owner),
      params: { id },
      body: { target_id: null },
    });
    expect(idAlone.body.errors).toEqual({ target_type: ['Target type is required.'] });
    const twice = await create(owner, { ...did, description: 'again' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ number: ['Number already exists.'] });
  });

  it("keeps each account's numbers and targets to itself", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const theirs = await targets(other);
    const id = await created(create(owner, did));
    // Every target id of another account is refused on its field, on create and on edit.
    for (const [type, targetId] of Object.entries(theirs)) {
      const reply = await create(owner, {
        ...did,
        number: '+35924001999',
        target_type: type,
        target_id: targetId,
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ target_id: ['Choose valid Target'] });
      const edit = await call(ep.updateDidNumber, {
        token: as(owner),
        params: { id },
        body: { target_type: type, target_id: targetId },
      });
      expect(edit.body.errors).toEqual({ target_id: ['Choose valid Target'] });
    }

    const token = as(other);
    expect((await call(ep.listDidNumbers, { token })).body).toEqual([]);
    expect((await call(ep.getDidNumber, { token, params: { id } })).status).toBe(404);
    expect(
      (await call(ep.updateDidNumber, { token, params: { id }, body: { description: 'x' } })).status,
    ).toBe(404);
    expect((await call(ep.deleteDidNumber, { token, params: { id } })).status).toBe(404);
    // The same number in another account is that account's business.
    expect((await create(other, did)).status).toBe(201);
  });
});

describe('the route tester follows DIDs', () => {
  const inbound = (owner: TestAccount, called: string) =>
    call(ep.testRoute, {
      token: as(owner),
      body: { calling_number: '35988812345', called_number: called, direction: 'inbound' },
    });

  it("sends an inbound call to a DID's queue before any routing entry, and says so as data", async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const queue = await created(
      call(ep.createQueue, { token, body: { name: 'Support', queue_number: '700' } }),
    );
    await created(call(ep.createInboundRoute, { token, body: { b_regexp: '^359' } }));
    const didId = await created(create(owner, { ...did, target_type: 'queue', target_id: queue }));

    // Called with or without the +: the same DID.
    for (const called of ['+35924001000', '35924001000']) {
      const reply = await inbound(owner, called);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        did: {
          code: 'did_target',
          did_id: didId,
          number: '+35924001000',
          target: { type: 'queue', id: queue, name: 'Support' },
        },
        routing: [],
        entry_id: null,
      });
    }
    // Another number still goes by the entries.
    const other = await inbound(owner, '35924009999');
    expect(other.body.did).toBeNull();
    expect(other.body.entry_id).not.toBeNull();
  });

  it('lets the inbound entries decide for a DID without a target, or whose target was deleted', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const entry = await created(call(ep.createInboundRoute, { token, body: { b_regexp: '^359' } }));
    const ringGroup = await created(call(ep.createRingGroup, { token, body: { name: 'Desk' } }));
    const plain = await created(create(owner, did));
    const routed = await created(
      create(owner, { ...did, number: '+35924002000', target_type: 'ring_group', target_id: ringGroup }),
    );

    const untargeted = await inbound(owner, '35924001000');
    expect(untargeted.body).toMatchObject({
      did: { code: 'did_not_routed', did_id: plain, target: null },
      entry_id: entry,
    });

    expect((await inbound(owner, '35924002000')).body.did.code).toBe('did_target');
    expect((await call(ep.deleteRingGroup, { token, params: { id: ringGroup } })).status).toBe(200);
    const deleted = await inbound(owner, '35924002000');
    expect(deleted.body).toMatchObject({
      did: { code: 'did_not_routed', did_id: routed, target: null },
      entry_id: entry,
    });
  });

  it("ignores another account's DIDs", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const queue = await created(
      call(ep.createQueue, { token: as(other), body: { name: 'Theirs', queue_number: '701' } }),
    );
    await created(create(other, { ...did, target_type: 'queue', target_id: queue }));
    const reply = await inbound(owner, '+35924001000');
    expect(reply.body.did).toBeNull();
  });
});
