/**
 * A resource's mutations at the fetch boundary: bulk delete sends one DELETE per id, settles the
 * caches once at the end and reports the ids that failed; single writes change the list in place.
 */
import { type PbxUser, pbxUserResource, queueMemberResource } from '@switchboard/contract';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resourceKeys, resourceMutations, resourceQueries } from './resources.js';
import { fakeApi, json } from './test-support/fakeApi.js';

const user = (id: number, username: string): PbxUser => ({
  id,
  username,
  description: '',
  extension_id: null,
  extension: null,
  timezone: null,
  domain_id: 1,
  domain: 'account-1.pbx.local',
  is_active: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** A client over a fetch that answers from `answer` and records each request. */
function setUp(answer: (method: string, path: string, body: unknown) => Response) {
  const { client, requests, queryClient } = fakeApi(answer);
  return {
    requests,
    queryClient,
    q: resourceQueries(client, pbxUserResource),
    m: resourceMutations(client, pbxUserResource),
  };
}

describe('bulkDelete', () => {
  it('calls DELETE once per id, removes the deleted rows once, and reports the failed ids', async () => {
    let listReads = 0;
    const { requests, queryClient, q, m } = setUp((method, path) => {
      if (method === 'GET') {
        listReads++;
        return json([user(1, 'anna'), user(2, 'ben'), user(3, 'cleo')]);
      }
      if (path === '/admin/xpbx/user/2') return json({ message: 'Server error.' }, 500);
      return json({ id: Number(path.split('/').at(-1)) });
    });
    await queryClient.fetchQuery(q.list());
    queryClient.setQueryData(resourceKeys(pbxUserResource).detail(1), user(1, 'anna'));
    queryClient.setQueryData(['extensions'], []);

    const result = await new MutationObserver(queryClient, m.bulkDelete()).mutate([1, 2, 3]);

    expect(result.deleted).toEqual([1, 3]);
    expect(result.failed.map((failure) => failure.id)).toEqual([2]);
    expect(result.failed[0]?.error).toMatchObject({ name: 'ApiError', status: 500 });
    expect(requests.filter((r) => r.startsWith('DELETE')).sort()).toEqual([
      'DELETE /admin/xpbx/user/1',
      'DELETE /admin/xpbx/user/2',
      'DELETE /admin/xpbx/user/3',
    ]);
    const rows = queryClient.getQueryData<PbxUser[]>(['pbx-users']);
    expect(rows?.map((row) => row.username)).toEqual(['ben']);
    // The list was changed in place (and marked stale), not fetched again; the related list is stale.
    expect(listReads).toBe(1);
    expect(queryClient.getQueryState(['pbx-users'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['extensions'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(['pbx-users', 1])).toBeUndefined();
  });

  it('touches no cache when every delete failed', async () => {
    const { queryClient, q, m } = setUp((method) =>
      method === 'GET' ? json([user(1, 'anna')]) : json({ message: 'Not found.' }, 404),
    );
    await queryClient.fetchQuery(q.list());
    const result = await new MutationObserver(queryClient, m.bulkDelete()).mutate([1]);
    expect(result).toMatchObject({ deleted: [], failed: [{ id: 1 }] });
    expect(queryClient.getQueryState(['pbx-users'])?.isInvalidated).toBe(false);
  });
});

describe('single writes', () => {
  it('put a created record on top, replace an updated one and flip is_active on toggle', async () => {
    const { requests, queryClient, q, m } = setUp((method, _path, body) => {
      if (method === 'GET') return json([user(1, 'anna')]);
      if (method === 'POST') return json(user(5, 'eve'), 201);
      return json({ ...user(1, 'anna'), ...(body as object) });
    });
    await queryClient.fetchQuery(q.list());
    await new MutationObserver(queryClient, m.create()).mutate({
      body: { username: 'eve', description: 'x', password: 'long enough 1' },
    });
    const toggled = await new MutationObserver(queryClient, m.toggle()).mutate(user(1, 'anna'));
    expect(toggled.is_active).toBe(0);
    expect(requests.at(-1)).toBe('PUT /admin/xpbx/user/1');
    const rows = queryClient.getQueryData<PbxUser[]>(['pbx-users']);
    expect(rows?.map((row) => [row.username, row.is_active])).toEqual([
      ['eve', 1],
      ['anna', 0],
    ]);
  });
});

describe('scopes by type', () => {
  it('a top-level resource takes no scope; a nested one exactly its parent ids', () => {
    const { client } = fakeApi(() => json([]));
    expect(resourceQueries(client, pbxUserResource).list().queryKey).toEqual(['pbx-users']);
    expect(resourceQueries(client, queueMemberResource, { queueId: 4 }).list().queryKey).toEqual([
      'queue-members',
      '4',
    ]);
    // @ts-expect-error a queue's members need the queue's id
    resourceQueries(client, queueMemberResource);
    // @ts-expect-error a scope of another parent is not the queue's
    resourceMutations(client, queueMemberResource, { carrierId: 4 });
    // @ts-expect-error a top-level resource takes no scope
    resourceQueries(client, pbxUserResource, { queueId: 4 });
  });
});
