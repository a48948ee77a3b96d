/**
 * Query options and mutations of a resource (decision 0003), derived from its declaration in the
 * contract. Keys are hierarchical under the resource's `key`: `[key]` the list, `[key, id]` one
 * record, `[key, 'search', body]` a search. Mutations own their cache work: the list is changed in
 * place as spec §4 says (a created record on top, an updated one replaced, a deleted one gone) and
 * marked stale without a refetch; details and searches of the resource and the lists of the
 * resources it names in `invalidates` are refetched.
 *
 *   const users = resourceQueries(client, pbxUserResource);
 *   loader: ({ context }) => context.queryClient.ensureQueryData(users.list())
 *   useMutation(resourceMutations(client, pbxUserResource).bulkDelete())
 *
 * A nested resource (its path names parent ids) takes its scope after the resource, by type: a
 * top-level resource takes none, a nested one exactly its path's parameters. Its keys start
 * `[key, ...scope values]`, so each parent's list is cached on its own:
 *
 *   resourceQueries(client, carrierTrunkResource, { carrierId: 3 }).list()   // ['carrier-trunks', '3']
 */
import {
  type AnyResource,
  apiMessages,
  type BodyOf,
  type EntityOf,
  type IdResponse,
  type ResourceScope,
} from '@switchboard/contract';
import { mutationOptions, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { CallName } from './calls.js';
import type { ApiClient } from './client.js';
import { ApiError } from './errors.js';

/** The create, update and search bodies of a resource. */
export type CreateBodyOf<R extends AnyResource> = BodyOf<R['operations']['create'] & {}>;
export type UpdateBodyOf<R extends AnyResource> = BodyOf<R['operations']['update'] & {}>;
export type SearchBodyOf<R extends AnyResource> = BodyOf<R['operations']['search'] & {}>;

/** What every resource record has: an id, and `is_active` where it can be toggled. */
export interface ResourceRow {
  id: number;
  is_active?: 0 | 1;
}

/** What `bulkDelete` resolves to: it never rejects, it says which ids failed and why. */
export interface BulkDeleteResult {
  deleted: number[];
  failed: { id: number; error: unknown }[];
}

/**
 * What a resource's options take after the resource: nothing for a top-level resource, its parent
 * ids (`{ queueId }`, the parameters of its path) for a nested one.
 */
export type ScopeArgs<R extends AnyResource> = keyof ResourceScope<R> extends never
  ? []
  : [scope: ResourceScope<R>];

/** The scope of `ScopeArgs`, for code that works for any resource. */
const scopeOf = (args: readonly unknown[]) => args[0] as object | undefined;

/** A scope's values in path order (what keys carry). */
const scopeValues = (scope: object | undefined): unknown[] =>
  scope ? Object.values(scope as Record<string, unknown>).map(String) : [];

export function resourceKeys(resource: AnyResource, scope?: object) {
  const base = [resource.key, ...scopeValues(scope)];
  return {
    /** The list, and the prefix of every key of the resource (within the scope). */
    all: () => base,
    detail: (id: number) => [...base, id],
    search: (body: unknown) => [...base, 'search', body],
  };
}

/** Spec §7: detail GETs answer an array whose first item is the record. */
function firstItem<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new ApiError({ status: 404, message: apiMessages.notFound });
  return row;
}

/** Untyped call by table name: the resource's declaration types what goes in and comes out. */
const callOf =
  (client: ApiClient, resource: AnyResource, scope?: object) =>
  (operation: string, input: { params?: { id: number }; body?: unknown; signal?: AbortSignal } = {}) => {
    const name = resource.names[operation];
    if (!name) throw new TypeError(`${resource.name} has no ${operation} endpoint`);
    const params = scope || input.params ? { ...scope, ...input.params } : undefined;
    return client.call(name as CallName, { ...input, params } as never) as Promise<unknown>;
  };

/** `scope`: a nested resource's parent ids (its path's parameters), e.g. `{ carrierId: 3 }`. */
export function resourceQueries<R extends AnyResource>(
  client: ApiClient,
  resource: R,
  ...args: ScopeArgs<R>
) {
  type T = EntityOf<R>;
  const scope = scopeOf(args);
  const keys = resourceKeys(resource, scope);
  const call = callOf(client, resource, scope);
  return {
    list: () =>
      queryOptions({
        queryKey: keys.all() as QueryKey,
        queryFn: ({ signal }) => call('list', { signal }) as Promise<T[]>,
      }),
    /** The record itself (the first item of the answer's array). */
    get: (id: number) =>
      queryOptions({
        queryKey: keys.detail(id) as QueryKey,
        queryFn: async ({ signal }) => firstItem((await call('get', { params: { id }, signal })) as T[]),
      }),
    /** Only for resources that declare `search`. */
    search: (body: SearchBodyOf<R>) =>
      queryOptions({
        queryKey: keys.search(body) as QueryKey,
        queryFn: ({ signal }) => call('search', { body, signal }) as Promise<T[]>,
      }),
  };
}

/** The cache work after a write: the list in place (stale, not refetched), the rest refetched. */
async function settle<T extends ResourceRow>(
  queryClient: QueryClient,
  resource: AnyResource,
  change: (rows: T[]) => T[],
  scope?: object,
) {
  const list = resourceKeys(resource, scope).all();
  queryClient.setQueryData<T[]>(list, (rows) => (rows ? change(rows) : rows));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: list, exact: true, refetchType: 'none' }),
    queryClient.invalidateQueries({
      queryKey: list,
      predicate: (query) => query.queryKey.length > list.length,
    }),
    ...resource.invalidates.map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  ]);
}

const upsert =
  <T extends ResourceRow>(record: T, onTop: boolean) =>
  (rows: T[]) =>
    rows.some((row) => row.id === record.id)
      ? rows.map((row) => (row.id === record.id ? record : row))
      : onTop
        ? [record, ...rows]
        : [...rows, record];

const without =
  <T extends ResourceRow>(ids: readonly number[]) =>
  (rows: T[]) =>
    rows.filter((row) => !ids.includes(row.id));

export type IdParams = { params: { id: number | string } };

export function resourceMutations<R extends AnyResource>(
  client: ApiClient,
  resource: R,
  ...args: ScopeArgs<R>
) {
  type T = EntityOf<R>;
  const scope = scopeOf(args);
  const call = callOf(client, resource, scope);
  const keys = resourceKeys(resource, scope);
  /** The list's rows, as the cache work sees them. */
  type Row = ResourceRow;
  const key = (operation: string) => [resource.names[operation] ?? `${resource.name}.${operation}`];
  const idOf = (params: { id: number | string }) => Number(params.id);

  return {
    /** `mutate({ body })`; the new record goes on top of the list. */
    create: () =>
      mutationOptions<T, Error, { body: CreateBodyOf<R> }>({
        mutationKey: key('create'),
        mutationFn: ({ body }) => call('create', { body }) as Promise<T>,
        onSuccess: (created, _v, _r, { client: qc }) =>
          settle<Row>(qc, resource, upsert(created as Row, true), scope),
      }),
    /** `mutate({ params: { id }, body })`; the record's row is replaced. */
    update: () =>
      mutationOptions<T, Error, IdParams & { body: UpdateBodyOf<R> }>({
        mutationKey: key('update'),
        mutationFn: ({ params, body }) =>
          call('update', { params: { id: idOf(params) }, body }) as Promise<T>,
        onSuccess: (updated, _v, _r, { client: qc }) =>
          settle<Row>(qc, resource, upsert(updated as Row, false), scope),
      }),
    /** `mutate({ params: { id } })`; the row leaves the list. */
    delete: () =>
      mutationOptions<IdResponse, Error, IdParams>({
        mutationKey: key('delete'),
        mutationFn: ({ params }) => call('delete', { params: { id: idOf(params) } }) as Promise<IdResponse>,
        onSuccess: (_answer, { params }, _r, { client: qc }) => {
          qc.removeQueries({ queryKey: keys.detail(idOf(params)), exact: true });
          return settle<Row>(qc, resource, without([idOf(params)]), scope);
        },
      }),
    /** Spec §4: flips the record's `is_active` between 1 and 0 and saves it: `mutate(record)`. */
    toggle: () =>
      mutationOptions<T, Error, T>({
        mutationKey: key('update'),
        mutationFn: (record) => {
          const row = record as Row;
          const body = { is_active: row.is_active === 1 ? 0 : 1 };
          return call('update', { params: { id: row.id }, body }) as Promise<T>;
        },
        onSuccess: (updated, _v, _r, { client: qc }) =>
          settle<Row>(qc, resource, upsert(updated as Row, false), scope),
      }),
    /** `mutate({ params: { id } })`; the copy goes on top. Only for resources that declare `clone`. */
    clone: () =>
      mutationOptions<T, Error, IdParams>({
        mutationKey: key('clone'),
        mutationFn: ({ params }) => call('clone', { params: { id: idOf(params) }, body: {} }) as Promise<T>,
        onSuccess: (copy, _v, _r, { client: qc }) =>
          settle<Row>(qc, resource, upsert(copy as Row, true), scope),
      }),
    /**
     * Spec §7: one DELETE per id, all under way at once; the caches are settled once, at the end,
     * for those that were deleted. Resolves (never rejects) with the deleted and the failed ids.
     */
    bulkDelete: () =>
      mutationOptions<BulkDeleteResult, Error, readonly number[]>({
        mutationKey: [`${key('delete')[0]}.bulk`],
        mutationFn: async (ids) => {
          const results = await Promise.allSettled(ids.map((id) => call('delete', { params: { id } })));
          const result: BulkDeleteResult = { deleted: [], failed: [] };
          results.forEach((outcome, index) => {
            const id = ids[index] as number;
            if (outcome.status === 'fulfilled') result.deleted.push(id);
            else result.failed.push({ id, error: outcome.reason });
          });
          return result;
        },
        onSuccess: ({ deleted }, _v, _r, { client: qc }) => {
          if (deleted.length === 0) return;
          for (const id of deleted) qc.removeQueries({ queryKey: keys.detail(id), exact: true });
          return settle<Row>(qc, resource, without(deleted), scope);
        },
      }),
  };
}

export type ResourceQueries<R extends AnyResource> = ReturnType<typeof resourceQueries<R>>;
export type ResourceMutations<R extends AnyResource> = ReturnType<typeof resourceMutations<R>>;
