/**
 * The accounts' activity: every change through a logged-in endpoint is recorded with who (and the
 * administrator acting as them), what with its values before and after, when and from where; the
 * owner reads their account's, filtered; an administrator reads every account's.
 */
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutSecrets } from '../src/activity/trail.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({ config: { trustProxy: true } });
  call = client(server.url);
});
afterAll(() => server?.close());

const read = async (owner: TestAccount, filters: Record<string, unknown> = {}) => {
  const reply = await call(ep.activity, { token: owner.tokens.access_token, body: filters });
  expect(reply.status).toBe(200);
  return reply.body;
};

describe('the activity of an account', () => {
  it('records a create, an edit and a delete with the values before and after, who, when and from where', async () => {
    const owner = await server.createAccount({ name: 'Olga Owner' });
    const headers = { 'X-Forwarded-For': '203.0.113.7' };
    const created = await call(ep.createPbxUser, {
      token: owner.tokens.access_token,
      headers,
      body: { username: 'frank', password: 'sip secret 1', description: 'Front desk' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await call(ep.updatePbxUser, {
      params: { id },
      token: owner.tokens.access_token,
      headers,
      body: { username: 'franky' },
    });
    await call(ep.deletePbxUser, { params: { id }, token: owner.tokens.access_token, headers });

    const { entries, truncated } = await read(owner);
    expect(truncated).toBe(false);
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'deletePbxUser',
      'updatePbxUser',
      'createPbxUser',
    ]);
    const [deleted, updated, createdEntry] = entries;
    expect(createdEntry).toMatchObject({
      account_id: owner.accountId,
      who: { kind: 'root', id: owner.rootUserId, name: 'Olga Owner' },
      acting_admin_id: null,
      method: 'POST',
      path: '/admin/xpbx/user',
      before: null,
      after: { id, username: 'frank', description: 'Front desk' },
      ip: '203.0.113.7',
    });
    expect(Date.parse(createdEntry.created_at)).not.toBeNaN();
    expect(updated).toMatchObject({
      path: `/admin/xpbx/user/${id}`,
      before: { id, username: 'frank' },
      after: { id, username: 'franky' },
    });
    expect(deleted).toMatchObject({ method: 'DELETE', before: { id, username: 'franky' } });
    expect(JSON.stringify(entries)).not.toContain('sip secret 1');
  });

  it('does not record a change that was refused', async () => {
    const owner = await server.createAccount();
    const bad = await call(ep.createPbxUser, { token: owner.tokens.access_token, body: { username: 'x' } });
    expect(bad.status).toBe(422);
    expect((await read(owner)).entries).toEqual([]);
  });

  it('filters by action, by who and by time, and shows no other account', async () => {
    const owner = await server.createAccount({ name: 'Filter Owner' });
    const other = await server.createAccount({ name: 'Other Owner' });
    for (const username of ['ann', 'bob']) {
      const reply = await call(ep.createPbxUser, {
        token: owner.tokens.access_token,
        body: { username, password: 'sip secret 1', description: 'Desk' },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }
    await call(ep.createPbxUser, {
      token: other.tokens.access_token,
      body: { username: 'eve', password: 'sip secret 1', description: 'Desk' },
    });
    const company = await call(ep.updateCompany, {
      token: owner.tokens.access_token,
      body: {
        company_name: 'Filters Ltd',
        vat_number: 'BG123456789',
        company_address: '1 Main Street',
        company_country: 'Bulgaria',
        company_manager: 'Ada Lovelace',
        company_email: 'office@filters.test',
      },
    });
    expect(company.status, JSON.stringify(company.body)).toBe(200);

    expect((await read(owner)).entries.map((e: { action: string }) => e.action)).toEqual([
      'updateCompany',
      'createPbxUser',
      'createPbxUser',
    ]);
    expect((await read(owner, { action: 'createPbxUser' })).entries).toHaveLength(2);
    expect((await read(owner, { who: 'filter' })).entries).toHaveLength(3);
    expect((await read(owner, { who: 'nobody' })).entries).toHaveLength(0);
    expect((await read(owner, { endTime: '2001-01-01' })).entries).toHaveLength(0);
    const [changed] = (await read(owner, { action: 'updateCompany' })).entries;
    expect(changed.before).toMatchObject({ company_info: { company_name: null } });
    expect(changed.after).toMatchObject({ company_info: { company_name: 'Filters Ltd' } });
    expect((await read(other)).entries.map((e: { after: { username: string } }) => e.after.username)).toEqual(
      ['eve'],
    );
  });

  it('names the administrator acting as a user, and lets administrators read every account', async () => {
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const admin = await server.createAdmin();
    const pair = await call(ep.impersonate, {
      params: { id: user.id },
      body: { reason: 'Support ticket 42' },
      token: admin.tokens.access_token,
    });
    expect(pair.status).toBe(200);
    // Acting for a user of the account, the administrator has the owner's rights (decision 0006).
    const created = await call(ep.createExtension, {
      token: pair.body.access_token,
      body: { extension: '1207', password: 'a new secret 12' },
    });
    expect(created.status).toBe(201);

    const [entry] = (await read(owner)).entries;
    expect(entry).toMatchObject({
      action: 'createExtension',
      who: { kind: 'user', id: user.id, name: user.username },
      acting_admin_id: admin.rootUserId,
      after: { extension: '1207' },
    });
    expect(JSON.stringify(entry)).not.toContain('a new secret 12');

    const all = await call(ep.allActivity, {
      token: admin.tokens.access_token,
      body: { action: 'createExtension' },
    });
    expect(all.status).toBe(200);
    expect(all.body.entries.map((e: { account_id: number }) => e.account_id)).toContain(owner.accountId);
    expect((await call(ep.allActivity, { token: owner.tokens.access_token, body: {} })).status).toBe(403);
  });
});

describe('withoutSecrets', () => {
  it('leaves out fields named as secrets at any depth, and unwraps one-item lists', () => {
    expect(
      withoutSecrets([{ id: 1, token: 'abc', nested: { password_hash: 'x', name: 'n' }, list: [1, 2] }]),
    ).toEqual({ id: 1, nested: { name: 'n' }, list: [1, 2] });
  });
});
