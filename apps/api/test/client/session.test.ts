/**
 * The api-client's tokens, refresh, impersonation and logout against the real API (in-process, on
 * a fresh database).
 */
import { ApiError, decodeClaims, storageKeys as keys } from '@switchboard/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.js';
import { startTestServer, type TestServer } from '../../src/testing.js';
import { refreshStatus, testClient, unusedUrl } from './support.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('login', () => {
  it('root login keeps the access token in session storage, the refresh token in local storage', async () => {
    const account = await server.createAccount();
    const { client, session, local } = testClient(server.url);

    const redirect = await client.login.root({ email: account.email, password: account.password });

    expect(redirect).toBe('/widget');
    const access = session.getItem(keys.accessToken);
    expect(decodeClaims(access ?? '')).toMatchObject({
      kind: 'root',
      acc: account.accountId,
      is_admin: false,
    });
    expect(local.getItem(keys.refreshToken)).toMatch(/.{20,}/);
    expect(session.getItem(keys.refreshToken)).toBeNull();
    expect(local.getItem(keys.accessToken)).toBeNull();
    expect(local.getItem(keys.adminUser)).toBe('false');
    expect(client.loginType()).toBe('root');
    expect(client.isAdmin()).toBe(false);
    expect((await client.call('me')).user_info.email).toBe(account.email);
  });

  it("sets the adminUser flag from the access token's is_admin claim", async () => {
    const admin = await server.createAdmin();
    const { client, local } = testClient(server.url);

    expect(await client.login.root({ email: admin.email, password: admin.password, remember: true })).toBe(
      '/profile/users',
    );

    expect(local.getItem(keys.adminUser)).toBe('true');
    expect(client.isAdmin()).toBe(true);
  });

  it('user login stores the pair the same way and gives the login type user', async () => {
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const { client, session, local } = testClient(server.url);

    await client.login.user({ username: user.username, password: user.password, client_id: owner.accountId });

    expect(decodeClaims(session.getItem(keys.accessToken) ?? '')).toMatchObject({
      kind: 'user',
      sub: `user:${user.id}`,
    });
    expect(local.getItem(keys.refreshToken)).not.toBeNull();
    expect(local.getItem(keys.adminUser)).toBe('false');
    expect(client.loginType()).toBe('user');
    expect(client.isImpersonating()).toBe(false);
  });

  it('register logs the new owner in, unverified', async () => {
    const { client, session, local } = testClient(server.url);
    const email = `new-${Date.now()}@example.test`;

    const redirect = await client.register({
      name: 'New Owner',
      email,
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
      terms: true,
    });

    expect(redirect).toBe('/profile');
    expect(session.getItem(keys.accessToken)).not.toBeNull();
    expect(local.getItem(keys.refreshToken)).not.toBeNull();
    expect((await client.call('me')).user_info).toMatchObject({ email, email_verified: false });
  });

  it('a wrong password is an ApiError 401 that does not log out', async () => {
    const account = await server.createAccount();
    const { client, logouts } = testClient(server.url);

    const error = await client.login
      .root({ email: account.email, password: 'wrong password' })
      .catch((e) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'These credentials do not match our records.' });
    expect(logouts).toEqual([]);
    expect(client.loginType()).toBeNull();
  });
});

describe('refresh', () => {
  it('fetches a pair first when there is a refresh token but no access token (a new tab)', async () => {
    const account = await server.createAccount();
    const { client, session, local, recorder } = testClient(server.url, {
      localItems: { [keys.refreshToken]: account.tokens.refresh_token },
    });

    const profile = await client.call('me');

    expect(profile.user_info.email).toBe(account.email);
    expect(recorder.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /admin/oauth',
      'GET /admin/me',
    ]);
    expect(recorder.requests[0]?.token).toBe(account.tokens.refresh_token);
    expect(recorder.requests[1]?.token).toBe(session.getItem(keys.accessToken));
    expect(local.getItem(keys.refreshToken)).not.toBe(account.tokens.refresh_token);
    // The spent token is spent: a second use would revoke the session.
    expect(await refreshStatus(server.url, account.tokens.refresh_token)).toBe(401);
  });

  it('concurrent calls share one refresh', async () => {
    const account = await server.createAccount();
    const { client, recorder, logouts } = testClient(server.url, {
      localItems: { [keys.refreshToken]: account.tokens.refresh_token },
    });

    const [me, users, profile, extensions] = await Promise.all([
      client.call('me'),
      client.call('listPbxUsers'),
      client.call('profile'),
      client.api.listExtensions(),
    ]);

    expect(recorder.count('/admin/oauth')).toBe(1);
    expect(me.user_info.email).toBe(account.email);
    expect(profile.user_info.email).toBe(account.email);
    expect(users).toEqual([]);
    expect(extensions).toEqual([]);
    expect(logouts).toEqual([]);
  });

  it('refreshes before the call when the access token expires within 10 seconds', async () => {
    const account = await server.createAccount();
    const exp = (decodeClaims(account.tokens.access_token)?.exp ?? 0) * 1000;
    const items = {
      sessionItems: { [keys.accessToken]: account.tokens.access_token },
      localItems: { [keys.refreshToken]: account.tokens.refresh_token },
    };

    const early = testClient(server.url, { ...items, now: () => exp - 11_000 });
    await early.client.call('me');
    expect(early.recorder.count('/admin/oauth')).toBe(0);
    expect(early.recorder.last('/admin/me')?.token).toBe(account.tokens.access_token);

    const late = testClient(server.url, { ...items, now: () => exp - 9_000 });
    await late.client.call('me');
    expect(late.recorder.count('/admin/oauth')).toBe(1);
    // A new pair was stored (the access token may equal the old one when issued within the same second).
    expect(late.local.getItem(keys.refreshToken)).not.toBe(account.tokens.refresh_token);
    expect(late.session.getItem(keys.accessToken)).toBe(late.recorder.last('/admin/me')?.token);
  });

  it('a refused refresh (spent token) clears the tokens and logs out', async () => {
    const account = await server.createAccount();
    expect(await refreshStatus(server.url, account.tokens.refresh_token)).toBe(200);
    const { client, session, local, logouts, recorder } = testClient(server.url, {
      localItems: { [keys.refreshToken]: account.tokens.refresh_token, [keys.adminUser]: 'false' },
    });

    const results = await Promise.allSettled([client.call('me'), client.call('listPbxUsers')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ name: 'ApiError', status: 401 });
    }
    expect(recorder.count('/admin/oauth')).toBe(1);
    expect(recorder.count('/admin/me')).toBe(0);
    expect(logouts).toEqual([{ type: 'refresh-failed', error: expect.any(ApiError) }]);
    expect(session.snapshot()).toEqual({});
    expect(local.snapshot()).toEqual({});
    expect(client.loginType()).toBeNull();
  });
});

describe('impersonation', () => {
  async function setUp() {
    const admin = await server.createAdmin();
    const ownUser = await server.createPbxUser(admin.accountId);
    const customer = await server.createAccount();
    const target = await server.createPbxUser(customer.accountId);
    const other = await server.createPbxUser(customer.accountId);
    const tc = testClient(server.url);
    await tc.client.login.root({ email: admin.email, password: admin.password });
    return { ...tc, admin, ownUser, customer, target, other };
  }

  it('uses the impersonation pair for PBX calls and the main token for the profile calls', async () => {
    const { client, session, local, recorder, admin, target, other } = await setUp();
    const mainToken = session.getItem(keys.accessToken);

    await client.impersonate(target.id, 'Support ticket 42');

    const userToken = session.getItem(keys.userToken);
    expect(decodeClaims(userToken ?? '')).toMatchObject({
      kind: 'user',
      sub: `user:${target.id}`,
      act: expect.any(Object),
    });
    expect(local.getItem(keys.userRefreshToken)).not.toBeNull();
    expect(local.getItem(keys.impersonatedUserId)).toBe(String(target.id));
    expect(client.loginType()).toBe('user');
    expect(client.isImpersonating()).toBe(true);
    expect(client.impersonatedUserId()).toBe(target.id);
    expect(recorder.last(`/admin/user-login/${target.id}`)?.token).toBe(mainToken);

    const users = await client.call('listPbxUsers');
    expect(users.map((u) => u.username).sort()).toEqual([target.username, other.username].sort());
    expect(recorder.last('/admin/xpbx/user')?.token).toBe(userToken);

    const me = await client.call('me');
    expect(me.user_info).toMatchObject({ email: admin.email, is_admin: true, impersonating: false });
    expect(recorder.last('/admin/me')?.token).toBe(mainToken);
    expect((await client.call('profile')).user_info.email).toBe(admin.email);
    expect(recorder.last('/admin/profile')?.token).toBe(mainToken);
  });

  it('refreshes the impersonation pair on its own when its access token is missing', async () => {
    const { client, session, local, recorder, target } = await setUp();
    await client.impersonate(target.id, 'Support ticket 42');
    const userRefresh = local.getItem(keys.userRefreshToken);
    session.removeItem(keys.userToken);

    await client.call('listPbxUsers');

    expect(recorder.last('/admin/oauth')?.token).toBe(userRefresh);
    expect(decodeClaims(session.getItem(keys.userToken) ?? '')?.sub).toBe(`user:${target.id}`);
    expect(session.getItem(keys.accessToken)).not.toBeNull();
  });

  it('an impersonation past its time limit returns the administrator to their own login, not out', async () => {
    const { client, target, ownUser } = await setUp();
    await client.impersonate(target.id, 'Support ticket 42');
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(sessions.subjectKind, 'user'), eq(sessions.subjectId, target.id)));

    await expect(client.call('listPbxUsers')).rejects.toMatchObject({ status: 401 });

    expect(client.isImpersonating()).toBe(false);
    expect(client.isLoggedIn()).toBe(true);
    const users = await client.call('listPbxUsers');
    expect(users.map((u) => u.username)).toEqual([ownUser.username]);
  });

  it('stopImpersonating restores the main token and revokes the impersonation session', async () => {
    const { client, session, local, recorder, target, ownUser } = await setUp();
    await client.impersonate(target.id, 'Support ticket 42');
    const userRefresh = local.getItem(keys.userRefreshToken) ?? '';

    await client.stopImpersonating();

    expect(session.getItem(keys.userToken)).toBeNull();
    expect(local.getItem(keys.userRefreshToken)).toBeNull();
    expect(local.getItem(keys.impersonatedUserId)).toBeNull();
    expect(client.loginType()).toBe('root');
    expect(client.isImpersonating()).toBe(false);
    const users = await client.call('listPbxUsers');
    expect(users.map((u) => u.username)).toEqual([ownUser.username]);
    expect(recorder.last('/admin/xpbx/user')?.token).toBe(session.getItem(keys.accessToken));
    expect(await refreshStatus(server.url, userRefresh)).toBe(401);
    const audit = await server.audit();
    expect(audit.map((entry) => entry.action)).toContain('impersonation.end');
  });
});

describe('logout', () => {
  it('revokes the session on the server and clears every key', async () => {
    const account = await server.createAccount();
    const { client, session, local, logouts } = testClient(server.url);
    await client.login.root({ email: account.email, password: account.password });
    const refreshToken = local.getItem(keys.refreshToken) ?? '';
    const accessToken = session.getItem(keys.accessToken) ?? '';

    await client.logout();

    expect(session.snapshot()).toEqual({});
    expect(local.snapshot()).toEqual({});
    expect(logouts).toEqual([{ type: 'logout' }]);
    expect(client.loginType()).toBeNull();
    expect(await refreshStatus(server.url, refreshToken)).toBe(401);
    const me = await fetch(`${server.url}/admin/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(401);
  });

  it('also ends an impersonation, and clears the tokens when the server cannot be reached', async () => {
    const admin = await server.createAdmin();
    const customer = await server.createAccount();
    const user = await server.createPbxUser(customer.accountId);
    const { client, local } = testClient(server.url);
    await client.login.root({ email: admin.email, password: admin.password });
    await client.impersonate(user.id, 'Support ticket 42');
    const userRefresh = local.getItem(keys.userRefreshToken) ?? '';

    await client.logout();

    expect(local.snapshot()).toEqual({});
    expect(await refreshStatus(server.url, userRefresh)).toBe(401);

    const offline = testClient(await unusedUrl(), {
      sessionItems: { [keys.accessToken]: admin.tokens.access_token },
      localItems: { [keys.refreshToken]: admin.tokens.refresh_token, [keys.adminUser]: 'true' },
    });
    await expect(offline.client.logout()).resolves.toBeUndefined();
    expect(offline.session.snapshot()).toEqual({});
    expect(offline.local.snapshot()).toEqual({});
    expect(offline.logouts).toEqual([{ type: 'logout' }]);
  });
});
