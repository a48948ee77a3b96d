/**
 * The PBX's domains: each account's own, its default one made with it and never deleted, hosts
 * unique per account whatever their case, patterns checked by RE2, users and extensions joining the
 * default or a chosen domain of their account, a domain in use kept.
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
  call(ep.createPbxDomain, { token: as(owner), body });
const listOf = async (owner: TestAccount) => (await call(ep.listPbxDomains, { token: as(owner) })).body;

describe('/admin/xpbx/domain', () => {
  it('gives every new account its default domain, which cannot be deleted', async () => {
    const owner = await server.createAccount();
    const [only, ...more] = await listOf(owner);
    expect(more).toEqual([]);
    expect(only).toEqual({
      id: expect.any(Number),
      domain: `account-${owner.accountId}.pbx.local`,
      number_pattern: '',
      timezone: null,
      is_default: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const refused = await call(ep.deletePbxDomain, { token: as(owner), params: { id: only.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The default domain cannot be deleted.');
    expect(await listOf(owner)).toEqual([only]);
  });

  it('creates, reads, updates and deletes a domain, the host lower-cased', async () => {
    const owner = await server.createAccount();
    const created = await create(owner, {
      domain: ' Sip.Example.COM ',
      number_pattern: '^\\+?359\\d{8,9}$',
      timezone: 'Europe/Sofia',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      domain: 'sip.example.com',
      number_pattern: '^\\+?359\\d{8,9}$',
      timezone: 'Europe/Sofia',
      is_default: 0,
    });
    const id = created.body.id;
    expect((await call(ep.getPbxDomain, { token: as(owner), params: { id } })).body).toEqual([created.body]);

    const updated = await call(ep.updatePbxDomain, {
      token: as(owner),
      params: { id },
      body: { number_pattern: '', timezone: '' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ domain: 'sip.example.com', number_pattern: '', timezone: null });

    expect((await call(ep.deletePbxDomain, { token: as(owner), params: { id } })).body).toEqual({ id });
    expect(await listOf(owner)).toHaveLength(1);
  });

  it('answers 422 for a missing or bad host, a bad pattern, a bad zone and a host taken in any case', async () => {
    const owner = await server.createAccount();
    const empty = await create(owner, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ domain: ['Domain is required.'] });

    const bad = await create(owner, {
      domain: 'not a host',
      number_pattern: '(a+',
      timezone: 'Mars/Olympus',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.domain).toEqual(['Enter valid Domain']);
    expect(bad.body.errors.number_pattern?.[0]).toMatch(/^Enter valid Number pattern: /);
    expect(bad.body.errors.timezone).toEqual(['Enter valid Timezone']);

    // RE2 has no backreferences: refused when saved rather than failing when a call is routed.
    const backreference = await create(owner, { domain: 'a.example', number_pattern: '(\\d)\\1' });
    expect(backreference.status).toBe(422);
    expect(Object.keys(backreference.body.errors)).toEqual(['number_pattern']);

    expect((await create(owner, { domain: 'pbx.example.org' })).status).toBe(201);
    const twice = await create(owner, { domain: 'PBX.example.ORG' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ domain: ['Domain already exists.'] });
    const defaultHost = await create(owner, { domain: `account-${owner.accountId}.pbx.local` });
    expect(defaultHost.status).toBe(422);
  });

  it('puts users and extensions in the default domain or the one chosen, and keeps a domain in use', async () => {
    const owner = await server.createAccount();
    const [standard] = await listOf(owner);
    const office = (await create(owner, { domain: 'office.example.net' })).body;

    const ext = await call(ep.createExtension, {
      token: as(owner),
      body: { extension: '200', password: 'sip secret 1' },
    });
    expect(ext.body).toMatchObject({ domain_id: standard.id, domain: standard.domain });
    const user = await call(ep.createPbxUser, {
      token: as(owner),
      body: { username: 'carol', description: 'Desk', password: 'sip secret 1', domain_id: office.id },
    });
    expect(user.status).toBe(201);
    expect(user.body).toMatchObject({ domain_id: office.id, domain: 'office.example.net' });

    const inUse = await call(ep.deletePbxDomain, { token: as(owner), params: { id: office.id } });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain('office.example.net');

    const moved = await call(ep.updatePbxUser, {
      token: as(owner),
      params: { id: user.body.id },
      body: { domain_id: null },
    });
    expect(moved.body).toMatchObject({ domain_id: standard.id, domain: standard.domain });
    const extMoved = await call(ep.updateExtension, {
      token: as(owner),
      params: { id: ext.body.id },
      body: { domain_id: office.id },
    });
    expect(extMoved.body).toMatchObject({ domain_id: office.id, domain: 'office.example.net' });
    expect((await call(ep.deletePbxDomain, { token: as(owner), params: { id: office.id } })).status).toBe(
      409,
    );
    await call(ep.updateExtension, {
      token: as(owner),
      params: { id: ext.body.id },
      body: { domain_id: '' },
    });
    expect((await call(ep.deletePbxDomain, { token: as(owner), params: { id: office.id } })).status).toBe(
      200,
    );
  });

  it("keeps each account's domains to itself: no reading, changing, deleting or joining another's", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const mine = (await create(owner, { domain: 'mine.example.com' })).body;
    const id = mine.id;

    expect((await listOf(other)).map((d: { domain: string }) => d.domain)).toEqual([
      `account-${other.accountId}.pbx.local`,
    ]);
    expect((await call(ep.getPbxDomain, { token: as(other), params: { id } })).status).toBe(404);
    const change = await call(ep.updatePbxDomain, {
      token: as(other),
      params: { id },
      body: { timezone: 'UTC' },
    });
    expect(change.status).toBe(404);
    expect((await call(ep.deletePbxDomain, { token: as(other), params: { id } })).status).toBe(404);
    // The same host is free in another account.
    expect((await create(other, { domain: 'mine.example.com' })).status).toBe(201);

    const user = await call(ep.createPbxUser, {
      token: as(other),
      body: { username: 'mallory', description: 'x', password: 'sip secret 1', domain_id: id },
    });
    expect(user.status).toBe(422);
    expect(user.body.errors).toEqual({ domain_id: ['Choose valid Domain'] });
    const ext = await call(ep.createExtension, {
      token: as(other),
      body: { extension: '300', password: 'sip secret 1', domain_id: id },
    });
    expect(ext.status).toBe(422);
    expect(ext.body.errors).toEqual({ domain_id: ['Choose valid Domain'] });

    expect((await call(ep.getPbxDomain, { token: as(owner), params: { id } })).body).toEqual([mine]);
  });
});
