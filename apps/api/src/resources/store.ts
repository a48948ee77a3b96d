/**
 * What a resource's endpoints need from storage, always within the caller's account: a store never
 * sees another account's rows, so another account's id reads like a missing one (undefined → 404).
 */
import type { AnyResource, EntityOf } from '@switchboard/contract';
import type { Struct } from 'superstruct';
import type { Deps } from '../deps.js';

type BodyOfStruct<S> = S extends Struct<infer T, infer _> ? T : undefined;

/** Who asks: the app's dependencies and the caller's account. */
export interface StoreContext {
  deps: Deps;
  accountId: number;
  /** A nested resource's parent ids from its path (`{ carrierId: 3 }`); `{}` for a top-level one. */
  scope: Record<string, number>;
}

export interface ResourceStore<R extends AnyResource> {
  list(ctx: StoreContext): Promise<EntityOf<R>[]>;
  get(ctx: StoreContext, id: number): Promise<EntityOf<R> | undefined>;
  create(ctx: StoreContext, body: BodyOfStruct<R['create']>): Promise<EntityOf<R>>;
  update(ctx: StoreContext, id: number, body: BodyOfStruct<R['update']>): Promise<EntityOf<R> | undefined>;
  /** True when a row was deleted. */
  delete(ctx: StoreContext, id: number): Promise<boolean>;
  /** Required when the resource declares `search`. */
  search?(ctx: StoreContext, body: BodyOfStruct<R['search']>): Promise<EntityOf<R>[]>;
  /** Required when the resource declares `clone`. */
  clone?(ctx: StoreContext, id: number): Promise<EntityOf<R> | undefined>;
}
