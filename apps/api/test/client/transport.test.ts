/**
 * The api-client's errors, logout on refusal and typed calls against the real API (in-process, on
 * a fresh database).
 */
import { ApiError, hasFieldErrors, storageKeys as keys } from '@switchboard/api-client';
import { endpoints } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/testing.js';
import { testClient } from './support.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** A client logged in as a new verified account owner. */
async function loggedIn(options: Parameters<typeof testClient>[1] = {}) {
  const account = await server.createAccount();
  const tc = testClient(server.url, options);
  await tc.client.login.root({ email: account.email, password: account.password });
  return { ...tc, account };
}

describe('logout on refusal (spec §8)', () => {
  it('a 401 clears the tokens and calls onLogout', async () => {
    const { client, session, local, logouts } = await loggedIn();
    // Another tab logs the same session out: this tab's access token is revoked.
    const otherTab = testClient(server.url, {
      sessionItems: { [keys.accessToken]: session.getItem(keys.accessToken) ?? '' },
    });
    await otherTab.client.logout();

    const error = await client.call('listPbxUsers').catch((e) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthenticated.', errors: {} });
    expect(logouts).toEqual([{ type: 'rejected', endpoint: 'listPbxUsers', error }]);
    expect(session.snapshot()).toEqual({});
    expect(local.snapshot()).toEqual({});
  });

  it("the verified gate's 403 logs out by default, and not when 403 is left out of logoutStatuses", async () => {
    const account = await server.createAccount({ verified: false });
    const strict = testClient(server.url);
    await strict.client.login.root({ email: account.email, password: account.password });

    const error = await strict.client.call('listPbxUsers').catch((e) => e);
    expect(error).toMatchObject({
      status: 403,
      message: 'Please verify your account to complete this request',
    });
    expect(strict.logouts).toMatchObject([{ type: 'rejected', endpoint: 'listPbxUsers' }]);
    expect(strict.client.loginType()).toBeNull();

    const lenient = testClient(server.url, { logoutStatuses: [401, 419] });
    expect(await lenient.client.login.root({ email: account.email, password: account.password })).toBe(
      '/profile',
    );
    await expect(lenient.client.call('listPbxUsers')).rejects.toMatchObject({ status: 403 });
    expect(lenient.logouts).toEqual([]);
    expect(lenient.client.loginType()).toBe('root');
    expect((await lenient.client.call('me')).user_info.email_verified).toBe(false);
  });

  it('a late 401 of a session that a new login has replaced does not log out', async () => {
    const account = await server.createAccount();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds back the real server's answers to the users list, so that a new login lands in between.
    const slowList: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (new URL(String(input)).pathname === '/admin/xpbx/user') await gate;
      return response;
    };
    const { client, session, logouts } = testClient(server.url, { fetch: slowList });
    await client.login.root({ email: account.email, password: account.password });
    await testClient(server.url, {
      sessionItems: { [keys.accessToken]: session.getItem(keys.accessToken) ?? '' },
    }).client.logout();

    const pending = client.call('listPbxUsers').catch((e) => e);
    await client.login.root({ email: account.email, password: account.password });
    release();

    expect(await pending).toMatchObject({ status: 401 });
    expect(logouts).toEqual([]);
    expect(client.loginType()).toBe('root');
    expect((await client.call('me')).user_info.email).toBe(account.email);
  });
});

describe('field errors', () => {
  it("a 422 fills ApiError.errors with the server's field messages, and does not log out", async () => {
    const { client, logouts, recorder } = await loggedIn();
    const body = { username: 'reception', description: 'Front desk', password: 'long enough 1' };
    const created = await client.call('createPbxUser', { body });
    expect(created).toMatchObject({ username: 'reception', is_active: 1 });

    const error = await client.api.createPbxUser({ body }).catch((e) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      clientSide: false,
      errors: { username: ['Username already exists.'] },
      body: { message: 'Username already exists.', errors: { username: ['Username already exists.'] } },
    });
    expect(hasFieldErrors(error)).toBe(true);
    expect(recorder.count('/admin/xpbx/user')).toBe(2);
    expect(logouts).toEqual([]);
  });

  it('refuses an invalid body before sending, with the same errors the server answers', async () => {
    const invalid = { username: 'a b', description: '', password: 'short' };
    const checked = await loggedIn({ validateWith: endpoints });
    const unchecked = await loggedIn();

    const missing = { username: 'a b', password: 'short' };
    // @ts-expect-error -- description is required by the contract (and by its struct, below).
    const local = await checked.client.call('createPbxUser', { body: missing }).catch((e) => e);
    const clientSide = await checked.client.call('createPbxUser', { body: invalid }).catch((e) => e);
    const serverSide = await unchecked.client.call('createPbxUser', { body: invalid }).catch((e) => e);

    expect(checked.recorder.count('/admin/xpbx/user')).toBe(0);
    expect(local).toMatchObject({
      status: 422,
      clientSide: true,
      errors: { description: ['Description is required.'] },
    });
    expect(serverSide).toMatchObject({ status: 422, clientSide: false });
    expect(Object.keys(serverSide.errors).sort()).toEqual(['description', 'password', 'username']);
    expect(clientSide).toMatchObject({ status: 422, clientSide: true, errors: serverSide.errors });
  });
});

describe('calls', () => {
  it('sends no token to public endpoints and the bearer token to the rest', async () => {
    const { client, recorder, session } = await loggedIn();

    const [timezones, countries] = await Promise.all([client.call('timezones'), client.api.countries()]);
    await client.call('profile');

    expect(timezones.some((zone) => zone.name === 'Europe/Sofia')).toBe(true);
    expect(countries.find((country) => country.code === 'BG')).toMatchObject({ dial_code: '+359' });
    expect(recorder.last('/admin/timezones')?.token).toBeNull();
    expect(recorder.last('/admin/profile')?.token).toBe(session.getItem(keys.accessToken));
  });

  it('sends an upload as multipart form data and the profile points at the stored image', async () => {
    const { client } = await loggedIn();
    // The smallest valid PNG: the server checks images by their first bytes, not by name or type.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await client.call('uploadPhoto', { body: { file: new File([png], 'me.png', { type: 'image/png' }) } });
    const profile = await client.call('profile');
    const photo = profile.user_info.user_photo;

    expect(photo).toMatch(/^\/uploads\//);
    const served = await fetch(`${server.url}${photo}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('fills path parameters and answers the typed response', async () => {
    const { client, account } = await loggedIn();
    const user = await server.createPbxUser(account.accountId);

    const [row] = await client.call('getPbxUser', { params: { id: user.id } });
    const updated = await client.api.updatePbxUser({
      params: { id: user.id },
      body: { description: 'Desk 2' },
    });
    await client.call('deletePbxUser', { params: { id: user.id } });
    const gone = await client.call('getPbxUser', { params: { id: user.id } }).catch((e) => e);

    expect(row).toMatchObject({ id: user.id, username: user.username });
    expect(updated).toMatchObject({ id: user.id });
    expect(gone).toMatchObject({ status: 404 });
  });
});
