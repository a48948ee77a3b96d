/**
 * Registers a resource's endpoints (decision 0003) on `contractRoutes`: list, get (an array whose
 * first item is the record, spec §7), create (201), update, delete, and search and clone where the
 * resource declares them. Every handler passes the caller's account (and a nested resource's parent
 * ids) to the store, and a record the store cannot find in that account is a 404, whoever else it
 * may belong to.
 */
import { type AnyResource, type Endpoint, isMultipartBody, scopeParams } from '@switchboard/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Deps } from '../deps.js';
import type { ContractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { multipartBody } from '../lib/multipart.js';
import { idParam } from '../lib/params.js';
import type { ResourceStore, StoreContext } from './store.js';

const found = <T>(row: T | undefined): T => {
  if (row === undefined) throw notFound();
  return row;
};

export function registerResource<R extends AnyResource>(
  routes: ContractRoutes,
  deps: Deps,
  resource: R,
  store: ResourceStore<R>,
): ContractRoutes {
  const parents = scopeParams(resource);
  // A parent id that is not a number cannot name a row: 404, like a missing parent.
  const ctx = (c: Context<AppEnv>): StoreContext => ({
    deps,
    accountId: c.get('session').accountId,
    scope: Object.fromEntries(parents.map((name) => [name, idParam(c, name)])),
  });
  const ops = resource.operations as Record<string, Endpoint>;
  const at = (name: string): Endpoint => {
    const endpoint = ops[name];
    if (!endpoint) throw new Error(`${resource.name} has no ${name} endpoint`);
    return endpoint;
  };

  routes
    .on(at('list'), async (c) => c.json(await store.list(ctx(c))))
    .on(at('get'), async (c) => c.json([found(await store.get(ctx(c), idParam(c)))]))
    .on(at('create'), async (c, body) => {
      // A resource created by upload (a sound file) gets its form: the file and the checked fields.
      const created = isMultipartBody(resource.create) ? await multipartBody(c, resource.create) : body;
      return c.json(await store.create(ctx(c), created as never), 201);
    })
    .on(at('update'), async (c, body) => c.json(found(await store.update(ctx(c), idParam(c), body as never))))
    .on(at('delete'), async (c) => {
      const id = idParam(c);
      if (!(await store.delete(ctx(c), id))) throw notFound();
      return c.json({ id });
    });

  if (ops.search) {
    const { search } = store;
    if (!search) throw new Error(`${resource.name} declares search but its store cannot search`);
    routes.on(ops.search, async (c, body) => c.json(await search(ctx(c), body as never)));
  }
  if (ops.clone) {
    const { clone } = store;
    if (!clone) throw new Error(`${resource.name} declares clone but its store cannot clone`);
    routes.on(ops.clone, async (c) => c.json(found(await clone(ctx(c), idParam(c))), 201));
  }
  return routes;
}
