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

function create(owner: TestAccount, body: Record<string, unknown>) {
  return call(ep.createExtension, {
    token: owner.tokens.access_token,
    body: { password: 'sip secret 1', ...body },
  });
}

describe('POST /admin/xpbx/extension', () => {
  it('creates an extension with is_active 1 and status 1 by default, no password in the answer', async () => {
    const owner = await server.createAccount();
    const reply = await create(owner, {
      extension: '100',
      presentation_number: '',
      description: 'Reception',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      extension: '100',
      is_active: 1,
      description: 'Reception',
      status: 1,
      presentation_number: null,
      domain_id: expect.any(Number),
      domain: `account-${owner.accountId}.pbx.local`,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('accepts only the account’s own numbers as presentation number', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    await server.addNumber(owner.accountId, `+35924${owner.accountId}`);
    await server.addNumber(other.accountId, `+35925${other.accountId}`);
    const mine = await create(owner, { extension: '110', presentation_number: `+35924${owner.accountId}` });
    expect(mine.status).toBe(201);
    expect(mine.body.presentation_number).toBe(`+35924${owner.accountId}`);
    const theirs = await create(owner, { extension: '111', presentation_number: `+35925${other.accountId}` });
    expect(theirs.status).toBe(422);
    expect(theirs.body.errors).toEqual({ presentation_number: ['Choose valid Presentation number'] });
  });

  it('answers 422 for missing fields, non-digits and duplicates', async () => {
    const owner = await server.createAccount();
    const empty = await call(ep.createExtension, { token: owner.tokens.access_token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      extension: ['Extension is required.'],
      password: ['Password is required.'],
    });
    expect((await create(owner, { extension: '12a' })).body.errors).toEqual({
      extension: ['Enter valid Extension'],
    });
    await create(owner, { extension: '120' });
    const duplicate = await create(owner, { extension: '120' });
    expect(duplicate.body.errors).toEqual({ extension: [apiMessages.extensionTaken] });
  });

  it('is 401 without a token and 403 unverified', async () => {
    const unverified = await server.createAccount({ verified: false });
    expect((await call(ep.createExtension, { body: { extension: '1' } })).status).toBe(401);
    expect((await create(unverified, { extension: '130' })).status).toBe(403);
  });
});

describe('GET /admin/xpbx/extension(/:id)', () => {
  it('lists and reads one as a one-item array', async () => {
    const owner = await server.createAccount();
    const a = await create(owner, { extension: '140' });
    await create(owner, { extension: '141' });
    const list = await call(ep.listExtensions, { token: owner.tokens.access_token });
    expect(list.body.map((e: { extension: string }) => e.extension)).toEqual(['140', '141']);
    const one = await call(ep.getExtension, { params: { id: a.body.id }, token: owner.tokens.access_token });
    expect(one.body).toEqual([a.body]);
    expect(
      (await call(ep.getExtension, { params: { id: 424242 }, token: owner.tokens.access_token })).status,
    ).toBe(404);
    expect((await call(ep.listExtensions)).status).toBe(401);
  });
});

describe('PUT /admin/xpbx/extension/:id', () => {
  it('keeps a null extension and an empty password, clears the description, nulls the placeholder', async () => {
    const owner = await server.createAccount();
    await server.addNumber(owner.accountId, `+35926${owner.accountId}`);
    const created = await create(owner, {
      extension: '150',
      description: 'Old',
      presentation_number: `+35926${owner.accountId}`,
    });
    const reply = await call(ep.updateExtension, {
      params: { id: created.body.id },
      token: owner.tokens.access_token,
      body: {
        extension: null,
        password: '',
        description: '',
        status: '',
        is_active: 0,
        presentation_number: 'Select number',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: created.body.id,
      extension: '150',
      description: '',
      status: 1,
      is_active: 0,
      presentation_number: null,
    });
    const renumbered = await call(ep.updateExtension, {
      params: { id: created.body.id },
      token: owner.tokens.access_token,
      body: { extension: '151', status: 2 },
    });
    expect(renumbered.body).toMatchObject({ extension: '151', status: 2 });
  });

  it('answers 422 for a taken number, 404 for unknown ids, 401 without a token', async () => {
    const owner = await server.createAccount();
    await create(owner, { extension: '160' });
    const other = await create(owner, { extension: '161' });
    const taken = await call(ep.updateExtension, {
      params: { id: other.body.id },
      token: owner.tokens.access_token,
      body: { extension: '160' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ extension: [apiMessages.extensionTaken] });
    expect(
      (await call(ep.updateExtension, { params: { id: 424242 }, token: owner.tokens.access_token, body: {} }))
        .status,
    ).toBe(404);
    expect((await call(ep.updateExtension, { params: { id: other.body.id }, body: {} })).status).toBe(401);
  });
});

describe('DELETE /admin/xpbx/extension/:id', () => {
  it('deletes with 200 and frees the user who had it', async () => {
    const owner = await server.createAccount();
    const ext = await create(owner, { extension: '170' });
    const user = await call(ep.createPbxUser, {
      token: owner.tokens.access_token,
      body: { username: 'julia', description: 'x', password: 'sip secret 1', extension_id: ext.body.id },
    });
    const reply = await call(ep.deleteExtension, {
      params: { id: ext.body.id },
      token: owner.tokens.access_token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ id: ext.body.id });
    const [after] = (
      await call(ep.getPbxUser, { params: { id: user.body.id }, token: owner.tokens.access_token })
    ).body;
    expect(after).toMatchObject({ extension_id: null, extension: null });
    expect(
      (await call(ep.deleteExtension, { params: { id: ext.body.id }, token: owner.tokens.access_token }))
        .status,
    ).toBe(404);
    expect((await call(ep.deleteExtension, { params: { id: ext.body.id } })).status).toBe(401);
  });
});

describe('numbers and free extensions', () => {
  it('GET /admin/xpbx/number lists the account’s numbers', async () => {
    const owner = await server.createAccount();
    await server.addNumber(owner.accountId, `+35927${owner.accountId}`, 'Main line');
    const reply = await call(ep.presentationNumbers, { token: owner.tokens.access_token });
    expect(reply.body).toEqual([
      { id: expect.any(Number), number: `+35927${owner.accountId}`, description: 'Main line' },
    ]);
    expect((await call(ep.presentationNumbers)).status).toBe(401);
  });

  it('GET /admin/xpbx/free/extension(/:id) lists unassigned ones, plus the user’s own', async () => {
    const owner = await server.createAccount();
    const taken = await create(owner, { extension: '180' });
    const free = await create(owner, { extension: '181' });
    const user = await call(ep.createPbxUser, {
      token: owner.tokens.access_token,
      body: { username: 'kim', description: 'x', password: 'sip secret 1', extension_id: taken.body.id },
    });
    const ids = (reply: { body: { id: number }[] }) => reply.body.map((e) => e.id);
    expect(ids(await call(ep.freeExtensions, { token: owner.tokens.access_token }))).toEqual([free.body.id]);
    expect(
      ids(
        await call(ep.freeExtensionsForUser, {
          params: { id: user.body.id },
          token: owner.tokens.access_token,
        }),
      ),
    ).toEqual([taken.body.id, free.body.id]);
    expect(
      (await call(ep.freeExtensionsForUser, { params: { id: 424242 }, token: owner.tokens.access_token }))
        .status,
    ).toBe(404);
    expect((await call(ep.freeExtensions)).status).toBe(401);
  });
});
