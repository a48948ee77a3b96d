/**
 * Internal numbers: each account's own, a number listed once per account, held by one of the
 * account's PBX users (shown by username; unheld once the user is deleted), presenting one of the
 * account's DIDs.
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
  call(ep.createInternalNumber, { token: as(owner), body });

async function userOf(owner: TestAccount, username: string) {
  const reply = await call(ep.createPbxUser, {
    token: as(owner),
    body: { username, description: 'Desk', password: 'sip secret 1' },
  });
  expect(reply.status).toBe(201);
  return reply.body.id as number;
}

describe('/admin/xpbx/internal-number', () => {
  it('creates, lists, reads, updates and deletes a number held by a user', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const maria = await userOf(owner, 'maria');
    await server.addNumber(owner.accountId, `+35924${owner.accountId}`, 'Main line');
    const reply = await create(owner, {
      number: '501',
      pbx_user_id: maria,
      description: 'Reception',
      presentation_number: `+35924${owner.accountId}`,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      number: '501',
      pbx_user_id: maria,
      username: 'maria',
      description: 'Reception',
      presentation_number: `+35924${owner.accountId}`,
      is_active: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = reply.body.id;
    expect((await call(ep.listInternalNumbers, { token })).body).toEqual([reply.body]);
    expect((await call(ep.getInternalNumber, { token, params: { id } })).body).toEqual([reply.body]);

    const off = await call(ep.updateInternalNumber, { token, params: { id }, body: { is_active: 0 } });
    expect(off.body).toMatchObject({ number: '501', username: 'maria', is_active: 0 });
    const unheld = await call(ep.updateInternalNumber, {
      token,
      params: { id },
      body: { pbx_user_id: '', presentation_number: '' },
    });
    expect(unheld.body).toMatchObject({ pbx_user_id: null, username: null, presentation_number: null });

    expect((await call(ep.deleteInternalNumber, { token, params: { id } })).body).toEqual({ id });
    expect((await call(ep.listInternalNumbers, { token })).body).toEqual([]);
  });

  it('leaves a number unheld when its user is deleted', async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    const gone = await userOf(owner, 'gone');
    const reply = await create(owner, { number: '502', pbx_user_id: gone });
    expect((await call(ep.deletePbxUser, { token, params: { id: gone } })).status).toBe(200);
    const [row] = (await call(ep.getInternalNumber, { token, params: { id: reply.body.id } })).body;
    expect(row).toMatchObject({ number: '502', pbx_user_id: null, username: null });
  });

  it('answers 422 with field messages', async () => {
    const owner = await server.createAccount();
    const empty = await create(owner, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ number: ['Number is required.'] });
    const bad = await create(owner, { number: '5a', presentation_number: 'abc' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['number', 'presentation_number']);

    const missing = await create(owner, { number: '503', pbx_user_id: 999999 });
    expect(missing.body.errors).toEqual({ pbx_user_id: ['Choose valid User'] });
    const notOurs = await create(owner, { number: '503', presentation_number: '+359249999999' });
    expect(notOurs.body.errors).toEqual({ presentation_number: ['Choose valid Presentation number'] });

    expect((await create(owner, { number: '503' })).status).toBe(201);
    const twice = await create(owner, { number: '503' });
    expect(twice.body.errors).toEqual({ number: ['Number already exists.'] });
  });

  it("keeps each account's numbers, users and DIDs to itself", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const theirUser = await userOf(other, 'theirs');
    await server.addNumber(other.accountId, `+35925${other.accountId}`);
    const refused = await create(owner, { number: '504', pbx_user_id: theirUser });
    expect(refused.body.errors).toEqual({ pbx_user_id: ['Choose valid User'] });
    const spoofed = await create(owner, { number: '504', presentation_number: `+35925${other.accountId}` });
    expect(spoofed.body.errors).toEqual({ presentation_number: ['Choose valid Presentation number'] });

    const id = (await create(owner, { number: '504' })).body.id;
    const edit = await call(ep.updateInternalNumber, {
      token: as(owner),
      params: { id },
      body: { pbx_user_id: theirUser },
    });
    expect(edit.body.errors).toEqual({ pbx_user_id: ['Choose valid User'] });

    const token = as(other);
    expect((await call(ep.listInternalNumbers, { token })).body).toEqual([]);
    expect((await call(ep.getInternalNumber, { token, params: { id } })).status).toBe(404);
    expect(
      (await call(ep.updateInternalNumber, { token, params: { id }, body: { description: 'x' } })).status,
    ).toBe(404);
    expect((await call(ep.deleteInternalNumber, { token, params: { id } })).status).toBe(404);
    expect((await create(other, { number: '504' })).status).toBe(201);
  });
});
