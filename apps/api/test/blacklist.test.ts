/** The PBX blacklist: numbers the PBX refuses, each account's own, a number listed once. */
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

const create = (owner: TestAccount, body: Record<string, unknown>) =>
  call(ep.createBlacklistEntry, { token: owner.tokens.access_token, body });

describe('/admin/xpbx/blacklist', () => {
  it('creates, lists, reads, updates and deletes an entry', async () => {
    const owner = await server.createAccount();
    const token = owner.tokens.access_token;
    const created = await create(owner, {
      number: '+35929876543',
      description: 'Nuisance',
      direction: 'inbound',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      number: '+35929876543',
      description: 'Nuisance',
      direction: 'inbound',
      is_active: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = created.body.id;
    expect((await call(ep.listBlacklistEntries, { token })).body).toEqual([created.body]);
    expect((await call(ep.getBlacklistEntry, { token, params: { id } })).body).toEqual([created.body]);

    const updated = await call(ep.updateBlacklistEntry, {
      token,
      params: { id },
      body: { direction: 'both', is_active: 0 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ number: '+35929876543', direction: 'both', is_active: 0 });

    expect((await call(ep.deleteBlacklistEntry, { token, params: { id } })).body).toEqual({ id });
    expect((await call(ep.listBlacklistEntries, { token })).body).toEqual([]);
  });

  it('answers 422 with field messages for bad bodies and a number listed twice', async () => {
    const owner = await server.createAccount();
    const empty = await create(owner, {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['direction', 'number']);
    expect(empty.body.errors.number).toEqual(['Number is required.']);

    const bad = await create(owner, { number: '12a4', direction: 'sideways' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.number?.[0]).toMatch(/Number/);
    expect(bad.body.errors.direction?.[0]).toMatch(/Direction/);

    expect((await create(owner, { number: '4930', direction: 'outbound' })).status).toBe(201);
    const twice = await create(owner, { number: '4930', direction: 'inbound' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ number: ['Number already exists.'] });
  });

  it("keeps each account's entries to itself; another account may list the same number", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const mine = await create(owner, { number: '359888', direction: 'both' });
    const id = mine.body.id;
    const token = other.tokens.access_token;

    expect((await call(ep.listBlacklistEntries, { token })).body).toEqual([]);
    expect((await call(ep.getBlacklistEntry, { token, params: { id } })).status).toBe(404);
    const change = await call(ep.updateBlacklistEntry, { token, params: { id }, body: { description: 'x' } });
    expect(change.status).toBe(404);
    expect((await call(ep.deleteBlacklistEntry, { token, params: { id } })).status).toBe(404);
    expect((await create(other, { number: '359888', direction: 'both' })).status).toBe(201);

    const still = await call(ep.getBlacklistEntry, { token: owner.tokens.access_token, params: { id } });
    expect(still.body).toEqual([mine.body]);
  });
});
