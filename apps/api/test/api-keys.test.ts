/**
 * API keys: shown once and stored as a hash only, scoped to areas derived from the endpoint table,
 * refused on the owner's account and security endpoints, revoked at once, failures rate-limited,
 * and bound to their own account.
 */
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, apiKeys } from '../src/db/schema.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;
let owner: TestAccount;

beforeAll(async () => {
  server = await startTestServer({
    limits: { apiKeyFailures: { name: 'api-key-failures', capacity: 5, perSeconds: 15 * 60 } },
    // Requests are told apart by X-Forwarded-For: the rate-limit test has an address of its own.
    config: { trustProxy: true },
  });
  call = client(server.url);
  owner = await server.createAccount();
});
afterAll(() => server?.close());

async function createKey(account: TestAccount, scopes: string[], name = 'Integration') {
  const reply = await call(ep.createApiKey, { token: account.tokens.access_token, body: { name, scopes } });
  expect(reply.status).toBe(201);
  return reply.body as { id: number; api_key: string; prefix: string };
}

describe('API keys', () => {
  it('are shown once, and only their SHA-256 is stored', async () => {
    const created = await createKey(owner, ['widgets:read']);
    expect(created.api_key).toMatch(/^sbk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(created.api_key.startsWith(created.prefix)).toBe(true);
    // The secret after the prefix (base64url: it may itself contain '_', so no split on it).
    const secret = created.api_key.slice(`${created.prefix}_`.length);
    expect(secret).toHaveLength(43);

    const list = await call(ep.listApiKeys, { token: owner.tokens.access_token });
    expect(list.status).toBe(200);
    const listed = list.body.find((key: { id: number }) => key.id === created.id);
    expect(listed).toMatchObject({ name: 'Integration', scopes: ['widgets:read'], revoked_at: null });
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const dump = JSON.stringify(await server.db.select().from(apiKeys));
    expect(dump).not.toContain(created.api_key);
    expect(dump).not.toContain(secret);
    // The activity trail keeps the creation, without the key.
    expect(JSON.stringify(await server.db.select().from(activity))).not.toContain(created.api_key);
  });

  it('act as the owner within their scopes only', async () => {
    const created = await createKey(owner, ['widgets:read', 'pbx:write']);
    const key = created.api_key;
    expect((await call(ep.listWidgets, { token: key })).status).toBe(200);
    // widgets:write is not among them.
    expect((await call(ep.createWidget, { token: key, body: { name: 'Shop' } })).status).toBe(403);
    // pbx:write without pbx:read: writes, not reads.
    const carrier = await call(ep.createCarrier, { token: key, body: { carrier_name: 'Key carrier' } });
    expect(carrier.status).toBe(201);
    expect((await call(ep.listCarriers, { token: key })).status).toBe(403);
    expect((await call(ep.listCarriers, { token: owner.tokens.access_token })).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ carrier_name: 'Key carrier' })]),
    );
    const used = await call(ep.listApiKeys, { token: owner.tokens.access_token });
    expect(used.body.find((k: { id: number }) => k.id === created.id).last_used_at).not.toBeNull();
    // What a key changes is recorded as the owner's, through the key.
    const trail = await server.db.select().from(activity);
    expect(trail.find((row) => row.action === 'createCarrier')?.subjectName).toBe(`${owner.name} (API key)`);
  });

  it('never reach the account, security, key, webhook or payment endpoints', async () => {
    const { api_key: key } = await createKey(owner, [
      'widgets:read',
      'widgets:write',
      'pbx:read',
      'pbx:write',
      'reports:read',
    ]);
    const refused = [
      await call(ep.profile, { token: key }),
      await call(ep.changePassword, {
        token: key,
        body: {
          old_password: owner.password,
          password: 'new password 1',
          password_confirmation: 'new password 1',
        },
      }),
      await call(ep.twoFactor, { token: key }),
      await call(ep.listApiKeys, { token: key }),
      await call(ep.createApiKey, { token: key, body: { name: 'More', scopes: ['pbx:read'] } }),
      await call(ep.listWebhooks, { token: key }),
      await call(ep.paymentMethods, { token: key }),
      await call(ep.recharge, { token: key, body: { amount: 10 } }),
      await call(ep.logout, { token: key }),
      await call(ep.rotateSwitchToken, { token: key, body: {} }),
      await call(ep.allActivity, { token: key, body: {} }),
    ];
    expect(refused.map((reply) => reply.status)).toEqual(refused.map(() => 403));
  });

  it('answer 401 at once when revoked, and stay listed', async () => {
    const created = await createKey(owner, ['widgets:read']);
    expect((await call(ep.listWidgets, { token: created.api_key })).status).toBe(200);
    const revoked = await call(ep.revokeApiKey, {
      token: owner.tokens.access_token,
      params: { id: created.id },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    expect((await call(ep.listWidgets, { token: created.api_key })).status).toBe(401);
    const list = await call(ep.listApiKeys, { token: owner.tokens.access_token });
    expect(list.body.find((k: { id: number }) => k.id === created.id).revoked_at).toBe(
      revoked.body.revoked_at,
    );
  });

  it('refuse wrong and malformed keys, and rate-limit the failures per address', async () => {
    const { api_key: key } = await createKey(owner, ['widgets:read']);
    const wrong = `${key.slice(0, -4)}AAAA`;
    const from = { 'X-Forwarded-For': '198.51.100.77' };
    const statuses = [];
    for (const token of [wrong, 'sbk_nonsense', wrong, wrong, wrong, wrong, wrong]) {
      statuses.push((await call(ep.listWidgets, { token, headers: from })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The good key from elsewhere is not locked out.
    expect(
      (await call(ep.listWidgets, { token: key, headers: { 'X-Forwarded-For': '198.51.100.78' } })).status,
    ).toBe(200);
  });

  it('belong to their own account', async () => {
    const other = await server.createAccount();
    const otherKey = await createKey(other, ['widgets:read', 'widgets:write']);
    const mine = await call(ep.createWidget, { token: owner.tokens.access_token, body: { name: 'Mine' } });
    expect(mine.status).toBe(201);
    const theirs = await call(ep.listWidgets, { token: otherKey.api_key });
    expect(theirs.body.map((w: { id: number }) => w.id)).not.toContain(mine.body.id);
    expect(
      (await call(ep.deleteWidget, { token: otherKey.api_key, params: { id: mine.body.id } })).status,
    ).toBe(404);
    // Nor can an owner revoke another account's key.
    expect(
      (await call(ep.revokeApiKey, { token: owner.tokens.access_token, params: { id: otherKey.id } })).status,
    ).toBe(404);
    expect((await call(ep.listWidgets, { token: otherKey.api_key })).status).toBe(200);
  });

  it('are created by the owner only, with known scopes', async () => {
    const user = await server.createPbxUser(owner.accountId);
    const login = await call(ep.userLogin, {
      body: { username: user.username, password: user.password, client_id: owner.accountId },
    });
    const member = await call(ep.createApiKey, {
      token: login.body.access_token,
      body: { name: 'Mine', scopes: ['pbx:read'] },
    });
    expect(member.status).toBe(403);
    const bad = await call(ep.createApiKey, {
      token: owner.tokens.access_token,
      body: { name: 'Bad', scopes: ['admin'] },
    });
    expect(bad.status).toBe(422);
    const none = await call(ep.createApiKey, {
      token: owner.tokens.access_token,
      body: { name: 'None', scopes: [] },
    });
    expect(none.status).toBe(422);
  });
});
