/**
 * Capacity pools, registered from their resource declaration: a name once per account, the rented
 * numbers attached through `did_ids` (the account's rented numbers only, each in at most one pool:
 * else 422 on `did_ids`), read back with their numbers and the channels in use now
 * (../virtual-numbers/capacity.ts, which routing counts with too). A pool and its numbers are
 * written in one transaction; deleting a pool frees its numbers (on delete set null).
 */
import {
  type CapacityPool,
  type CreateCapacityPoolBody,
  capacityPoolResource,
  poolNumberTaken,
  type UpdateCapacityPoolBody,
} from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { and, asc, eq, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import { capacityPools, didNumbers, userDids } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid } from '../lib/http-error.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { ResourceStore, StoreContext } from '../resources/store.js';
import { poolsInUse } from '../virtual-numbers/capacity.js';

type Row = typeof capacityPools.$inferSelect;

const toCapacityPool = (row: Row, didIds: number[], inUse: number): CapacityPool => ({
  id: row.id,
  name: row.name,
  channel_limit: row.channelLimit,
  did_ids: didIds,
  did_count: didIds.length,
  in_use: inUse,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The pools matching `where` (which holds the account), each with its numbers and its use now. */
async function readCapacityPools(ctx: StoreContext, where: SQL | undefined): Promise<CapacityPool[]> {
  const { db } = ctx.deps;
  const rows = await db.select().from(capacityPools).where(where).orderBy(asc(capacityPools.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const attached = await db
    .select({ poolId: userDids.capacityPoolId, didId: userDids.didNumberId })
    .from(userDids)
    .innerJoin(didNumbers, eq(didNumbers.id, userDids.didNumberId))
    .where(and(eq(userDids.accountId, ctx.accountId), inArray(userDids.capacityPoolId, ids)))
    .orderBy(asc(didNumbers.number), asc(didNumbers.id));
  const inUse = await poolsInUse(ctx.deps, ctx.accountId, ids);
  return rows.map((row) =>
    toCapacityPool(
      row,
      attached.filter((did) => did.poolId === row.id).map((did) => did.didId),
      inUse.get(row.id) ?? 0,
    ),
  );
}

/** Each id must be a number the account rents and in no pool but `poolId`: else 422 on did_ids. */
async function checkNumbers(ctx: StoreContext, ids: readonly number[], poolId: number | null) {
  if (ids.length === 0) return;
  const found = await ctx.deps.db
    .select({ number: didNumbers.number, poolId: userDids.capacityPoolId, pool: capacityPools.name })
    .from(userDids)
    .innerJoin(
      didNumbers,
      and(eq(didNumbers.id, userDids.didNumberId), eq(didNumbers.accountId, ctx.accountId)),
    )
    .leftJoin(capacityPools, eq(capacityPools.id, userDids.capacityPoolId))
    .where(and(eq(userDids.accountId, ctx.accountId), inArray(userDids.didNumberId, [...ids])));
  if (found.length < ids.length) throw invalid('did_ids', messages.notzero('Numbers'));
  const taken = found.find((did) => did.poolId !== null && did.poolId !== poolId);
  if (taken) throw invalid('did_ids', poolNumberTaken(taken.number, taken.pool ?? ''));
}

/**
 * The pool's numbers become exactly `ids` (checked first). A number taken by another pool since
 * the check (a concurrent write) is not moved: the guarded update misses it and the check says why.
 */
async function attachNumbers(ctx: StoreContext, poolId: number, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  await checkNumbers(ctx, wanted, poolId);
  const { db } = ctx.deps;
  const mine = eq(userDids.accountId, ctx.accountId);
  await db
    .update(userDids)
    .set({ capacityPoolId: null })
    .where(
      and(
        mine,
        eq(userDids.capacityPoolId, poolId),
        wanted.length > 0 ? notInArray(userDids.didNumberId, wanted) : undefined,
      ),
    );
  if (wanted.length === 0) return;
  const moved = await db
    .update(userDids)
    .set({ capacityPoolId: poolId })
    .where(
      and(
        mine,
        inArray(userDids.didNumberId, wanted),
        or(isNull(userDids.capacityPoolId), eq(userDids.capacityPoolId, poolId)),
      ),
    )
    .returning({ id: userDids.id });
  if (moved.length < wanted.length) {
    await checkNumbers(ctx, wanted, poolId);
    throw invalid('did_ids', messages.notzero('Numbers'));
  }
}

export default function capacityPoolRoutes(deps: Deps) {
  const table = drizzleStore({
    resource: capacityPoolResource,
    table: capacityPools,
    // The fields are columns of the same names; did_ids, which is not, is written below.
    serialize: (row: Row) => toCapacityPool(row, [], 0),
    read: readCapacityPools,
    conflicts: { capacity_pools_account_name_key: { field: 'name', message: messages.unique('Name') } },
  });
  /** Runs `write` in one transaction: the pool and its numbers are saved together or not at all. */
  const inTransaction = <T>(ctx: StoreContext, write: (tx: StoreContext) => Promise<T>) =>
    ctx.deps.db.transaction((db) => write({ ...ctx, deps: { ...ctx.deps, db } }));

  const store: ResourceStore<typeof capacityPoolResource> = {
    ...table,
    create: (ctx, body: CreateCapacityPoolBody) =>
      inTransaction(ctx, async (tx) => {
        const created = await table.create(tx, body);
        if (!body.did_ids?.length) return created;
        await attachNumbers(tx, created.id, body.did_ids);
        return (await table.get(tx, created.id)) ?? created;
      }),
    update: (ctx, id, body: UpdateCapacityPoolBody) =>
      inTransaction(ctx, async (tx) => {
        const updated = await table.update(tx, id, body);
        if (!updated || body.did_ids === undefined) return updated;
        await attachNumbers(tx, id, body.did_ids);
        return table.get(tx, id);
      }),
  };
  return registerResource(contractRoutes(deps), deps, capacityPoolResource, store).app;
}
