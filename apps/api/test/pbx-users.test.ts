import { apiMessages, endpoints as ep } from '@switchboard/contract';
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

const newUser = (username: string) => ({ username, description: 'Front desk', password: 'sip secret 1' });

async function createUser(owner: TestAccount, body: Record<string, unknown>) {
  return call(ep.createPbxUser, { token: owner.tokens.access_token, body });
}

async function createExtension(owner: TestAccount, extension: string) {
  const reply = await call(ep.createExtension, {
    token: owner.tokens.access_token,
    body: { extension, password: 'sip secret 1' },
  });
  return reply.body.id as number;
}

describe('POST /admin/xpbx/user', () => {
  it('creates a user and returns it without a password', async () => {
    const owner = await server.createAccount();
    const extensionId = await createExtension(owner, '101');
    const reply = await createUser(owner, {
      ...newUser('alice'),
      is_active: 1,
      extension_id: extensionId,
      timezone: 'Europe/Sofia',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      username: 'alice',
      description: 'Front desk',
      extension_id: extensionId,
      extension: { extension: '101' },
      timezone: 'Europe/Sofia',
      domain_id: expect.any(Number),
      domain: `account-${owner.accountId}.pbx.local`,
      is_active: 1,
      created_at: expect.stringMatching(/^\d{4}-/),
      updated_at: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('answers 422 per spec rules: required fields, username format, duplicates', async () => {
    const owner = await server.createAccount();
    const empty = await createUser(owner, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      username: ['Username is required.'],
      description: ['Description is required.'],
      password: ['Password is required.'],
    });

    const spaced = await createUser(owner, newUser('has space'));
    expect(spaced.body.errors).toEqual({ username: ['Enter valid Username. Spaces not allowed.'] });

    await createUser(owner, newUser('bob'));
    const duplicate = await createUser(owner, newUser('bob'));
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ username: [apiMessages.usernameTaken] });

    // Usernames are unique per account, not globally.
    const other = await server.createAccount();
    expect((await createUser(other, newUser('bob'))).status).toBe(201);
  });

  it("refuses another account's extension and an extension someone already has", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const foreign = await createExtension(other, '200');
    const reply = await createUser(owner, { ...newUser('carol'), extension_id: foreign });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ extension_id: ['Choose valid Extension'] });

    const mine = await createExtension(owner, '201');
    expect((await createUser(owner, { ...newUser('dave'), extension_id: mine })).status).toBe(201);
    const taken = await createUser(owner, { ...newUser('erin'), extension_id: mine });
    expect(taken.body.errors).toEqual({ extension_id: ['Extension is already assigned.'] });
  });

  it('is 401 without a token and 403 for an unverified account', async () => {
    const unverified = await server.createAccount({ verified: false });
    expect((await call(ep.createPbxUser, { body: newUser('zed') })).status).toBe(401);
    const reply = await createUser(unverified, newUser('zed'));
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ message: 'Please verify your account to complete this request' });
  });
});

describe('GET /admin/xpbx/user and /admin/xpbx/user/:id', () => {
  it('lists the account’s users; one user comes as a one-item array', async () => {
    const owner = await server.createAccount();
    const a = await createUser(owner, newUser('anna'));
    await createUser(owner, newUser('ben'));
    const list = await call(ep.listPbxUsers, { token: owner.tokens.access_token });
    expect(list.status).toBe(200);
    expect(list.body.map((u: { username: string }) => u.username)).toEqual(['anna', 'ben']);

    const one = await call(ep.getPbxUser, { params: { id: a.body.id }, token: owner.tokens.access_token });
    expect(one.status).toBe(200);
    expect(one.body).toEqual([a.body]);
  });

  it('answers 404 for unknown ids and 401/403 for the gates', async () => {
    const owner = await server.createAccount();
    const unverified = await server.createAccount({ verified: false });
    expect(
      (await call(ep.getPbxUser, { params: { id: 424242 }, token: owner.tokens.access_token })).status,
    ).toBe(404);
    expect((await call(ep.listPbxUsers)).status).toBe(401);
    expect((await call(ep.listPbxUsers, { token: unverified.tokens.access_token })).status).toBe(403);
  });
});

describe('PUT /admin/xpbx/user/:id', () => {
  it('updates only what is filled; an empty password keeps the old one', async () => {
    const owner = await server.createAccount();
    const created = await createUser(owner, newUser('frank'));
    const extensionId = await createExtension(owner, '301');
    const reply = await call(ep.updatePbxUser, {
      params: { id: created.body.id },
      token: owner.tokens.access_token,
      body: {
        username: '',
        description: '',
        password: '',
        extension_id: extensionId,
        extension: 'ignored',
        is_active: 0,
        timezone: 'Select timezone',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: created.body.id,
      username: 'frank',
      description: 'Front desk',
      extension_id: extensionId,
      extension: { extension: '301' },
      is_active: 0,
      timezone: null,
    });

    const renamed = await call(ep.updatePbxUser, {
      params: { id: created.body.id },
      token: owner.tokens.access_token,
      body: { username: 'franky', password: 'a new sip secret', is_active: true },
    });
    expect(renamed.body).toMatchObject({ username: 'franky', is_active: 1 });
    const login = await call(ep.userLogin, {
      body: { username: 'franky', password: 'a new sip secret', client_id: owner.accountId },
    });
    expect(login.status).toBe(200);
  });

  it('answers 422 for a taken username or a bad one', async () => {
    const owner = await server.createAccount();
    await createUser(owner, newUser('gina'));
    const hank = await createUser(owner, newUser('hank'));
    const taken = await call(ep.updatePbxUser, {
      params: { id: hank.body.id },
      token: owner.tokens.access_token,
      body: { username: 'gina' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ username: [apiMessages.usernameTaken] });
    const short = await call(ep.updatePbxUser, {
      params: { id: hank.body.id },
      token: owner.tokens.access_token,
      body: { username: 'hi' },
    });
    expect(short.body.errors).toEqual({ username: ['Username should be between 3 - 20'] });
  });

  it('signs a deactivated user out', async () => {
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const login = await call(ep.userLogin, {
      body: { username: user.username, password: user.password, client_id: owner.accountId },
    });
    await call(ep.updatePbxUser, {
      params: { id: user.id },
      token: owner.tokens.access_token,
      body: { is_active: 0 },
    });
    expect((await call(ep.me, { token: login.body.access_token })).status).toBe(401);
    expect((await call(ep.refresh, { token: login.body.refresh_token })).status).toBe(401);
  });

  it('answers 404 for unknown ids and 401 without a token', async () => {
    const owner = await server.createAccount();
    expect(
      (await call(ep.updatePbxUser, { params: { id: 424242 }, token: owner.tokens.access_token, body: {} }))
        .status,
    ).toBe(404);
    expect((await call(ep.updatePbxUser, { params: { id: 1 }, body: {} })).status).toBe(401);
  });
});

describe('DELETE /admin/xpbx/user/:id', () => {
  it('deletes with 200, then 404', async () => {
    const owner = await server.createAccount();
    const created = await createUser(owner, newUser('ivan'));
    const params = { id: created.body.id };
    const reply = await call(ep.deletePbxUser, { params, token: owner.tokens.access_token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ id: created.body.id });
    expect((await call(ep.deletePbxUser, { params, token: owner.tokens.access_token })).status).toBe(404);
    expect((await call(ep.getPbxUser, { params, token: owner.tokens.access_token })).status).toBe(404);
    expect((await call(ep.deletePbxUser, { params })).status).toBe(401);
  });
});

describe('POST /admin/xpbx/user/search', () => {
  it('matches username or description, case-insensitively, and filters by active flag', async () => {
    const owner = await server.createAccount();
    await createUser(owner, { ...newUser('sales1'), description: 'Sales floor' });
    await createUser(owner, { ...newUser('support1'), description: 'Helpdesk', is_active: 0 });
    await createUser(owner, { ...newUser('x_y'), description: '100% literal' });
    const search = (body: unknown) => call(ep.searchPbxUsers, { token: owner.tokens.access_token, body });
    const names = (reply: { body: { username: string }[] }) => reply.body.map((u) => u.username);

    expect(names(await search({ search: 'SALES' }))).toEqual(['sales1']);
    expect(names(await search({ search: 'help' }))).toEqual(['support1']);
    expect(names(await search({ is_active: 1 }))).toEqual(['sales1', 'x_y']);
    // LIKE wildcards are searched literally.
    expect(names(await search({ search: '_' }))).toEqual(['x_y']);
    expect(names(await search({ search: '%' }))).toEqual(['x_y']);
    expect((await search({ is_active: 5 })).status).toBe(422);
    expect((await call(ep.searchPbxUsers, { body: {} })).status).toBe(401);
  });
});
