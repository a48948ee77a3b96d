/**
 * The api-client's query and mutation options, run by a real QueryClient against the real API
 * (in-process, on a fresh database).
 */
import {
  mutations,
  queries,
  queryKeys,
  resourceKeys,
  resourceMutations,
  resourceQueries,
} from '@switchboard/api-client';
import { extensionResource, pbxUserResource } from '@switchboard/contract';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/testing.js';
import { testClient } from './support.js';

let server: TestServer;
let queryClient: QueryClient;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  queryClient?.clear();
});

async function setUp() {
  const account = await server.createAccount();
  const tc = testClient(server.url);
  await tc.client.login.root({ email: account.email, password: account.password });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const users = resourceQueries(tc.client, pbxUserResource);
  const extensions = resourceQueries(tc.client, extensionResource);
  return {
    ...tc,
    account,
    q: {
      ...queries(tc.client),
      listPbxUsers: users.list,
      getPbxUser: users.get,
      searchPbxUsers: users.search,
      listExtensions: extensions.list,
      getExtension: extensions.get,
    },
    m: {
      ...mutations(tc.client),
      createPbxUser: resourceMutations(tc.client, pbxUserResource).create,
      createExtension: resourceMutations(tc.client, extensionResource).create,
    },
  };
}

describe('queries', () => {
  it('fetch real data under their keys', async () => {
    const { q, account } = await setUp();
    const alice = await server.createPbxUser(account.accountId, { username: 'alice' });
    await server.createPbxUser(account.accountId, { username: 'bob' });
    await server.addNumber(account.accountId, '+35929000000', 'Sofia office');

    expect(q.listPbxUsers().queryKey).toEqual(['pbx-users']);
    const users = await queryClient.fetchQuery(q.listPbxUsers());
    expect(users.map((user) => user.username)).toEqual(['alice', 'bob']);
    expect(queryClient.getQueryData(resourceKeys(pbxUserResource).all())).toBe(users);

    const user = await queryClient.fetchQuery(q.getPbxUser(alice.id));
    expect(user).toMatchObject({ id: alice.id, username: 'alice' });
    expect(queryClient.getQueryData(['pbx-users', alice.id])).toBe(user);

    const found = await queryClient.fetchQuery(q.searchPbxUsers({ search: 'BO' }));
    expect(found.map((u) => u.username)).toEqual(['bob']);

    const profile = await queryClient.fetchQuery(q.me());
    expect(profile.user_info.email).toBe(account.email);
    expect(queryClient.getQueryData(['profile', 'me'])).toBe(profile);
    expect((await queryClient.fetchQuery(q.profile())).company_info).toBeDefined();

    expect(await queryClient.fetchQuery(q.presentationNumbers())).toMatchObject([
      { number: '+35929000000', description: 'Sofia office' },
    ]);
    expect(await queryClient.fetchQuery(q.listExtensions())).toEqual([]);
    expect(await queryClient.fetchQuery(q.freeExtensions())).toEqual([]);
    expect((await queryClient.fetchQuery(q.countries())).length).toBeGreaterThan(200);
    expect(q.timezones().staleTime).toBeGreaterThan(0);
  });

  it('a detail that does not exist fails with the 404 ApiError', async () => {
    const { q } = await setUp();
    await expect(queryClient.fetchQuery(q.getExtension(999_999))).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
    });
  });
});

describe('mutations', () => {
  it('write through the client and invalidate the affected queries', async () => {
    const { q, m } = await setUp();
    await queryClient.fetchQuery(q.listPbxUsers());
    await queryClient.fetchQuery(q.listExtensions());
    const profileBefore = await queryClient.fetchQuery(q.me());

    const extension = await new MutationObserver(queryClient, m.createExtension()).mutate({
      body: { extension: '101', password: 'sip secret 1' },
    });
    expect(extension).toMatchObject({ extension: '101', is_active: 1, status: 1 });
    expect(queryClient.getQueryState(resourceKeys(extensionResource).all())?.isInvalidated).toBe(true);

    const options = m.createPbxUser();
    expect(options.mutationKey).toEqual(['createPbxUser']);
    const user = await new MutationObserver(queryClient, options).mutate({
      body: { username: 'carol', description: 'Desk', password: 'long enough 1', extension_id: extension.id },
    });
    expect(user).toMatchObject({ username: 'carol', extension: { extension: '101' } });
    expect(queryClient.getQueryState(resourceKeys(pbxUserResource).all())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.me())?.isInvalidated).toBe(false);

    const users = await queryClient.fetchQuery(q.listPbxUsers());
    expect(users.map((u) => u.username)).toEqual(['carol']);

    await new MutationObserver(queryClient, m.updateProfile()).mutate({
      body: { name: 'Renamed Owner', email: profileBefore.user_info.email ?? '' },
    });
    expect(queryClient.getQueryState(queryKeys.me())?.isInvalidated).toBe(true);
    expect((await queryClient.fetchQuery(q.me())).user_info.name).toBe('Renamed Owner');
  });

  it('reject with the ApiError and its field errors', async () => {
    const { m } = await setUp();
    const create = () => new MutationObserver(queryClient, m.createExtension());
    await create().mutate({ body: { extension: '200', password: 'sip secret 1' } });

    const error = await create()
      .mutate({ body: { extension: '200', password: 'sip secret 1' } })
      .catch((e) => e);

    expect(error).toMatchObject({ status: 422, errors: { extension: ['Extension already exists.'] } });
  });
});
