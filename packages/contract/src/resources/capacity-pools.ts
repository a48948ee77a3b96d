/**
 * Capacity pools of the virtual number area (spec §1, §2 /virtual-number/capacity_pools): channels
 * shared by rented numbers. A pool has a limit of simultaneous calls; the calls live now on its
 * numbers are its use, and a call that would go over the limit is refused (the route tester says
 * why: explanation codes `capacity.*`). A rented number (`VirtualDid`) is in at most one pool.
 * A file of its own: its bodies are built when the module loads, and only the area's pages load it.
 */
import { integerIn, ruled } from '@switchboard/forms';
import { array, type Infer, optional, partial, size, type } from 'superstruct';
import { id, text } from '../bodies/fields.js';
import { returns } from '../endpoint.js';
import type { Timestamp } from '../entities/common.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

/** Most numbers one pool holds (and so one body names). */
export const MAX_POOL_NUMBERS = 500;

/** Highest channel limit a pool may have. */
export const MAX_POOL_CHANNELS = 100_000;

/** The 422 on `did_ids` for a number of another pool: a number is in at most one. */
export const poolNumberTaken = (number: string, pool: string) =>
  `${number} is already in the capacity pool ${pool}.`;

/** A pool of channels shared by some of the account's rented numbers. */
export interface CapacityPool {
  id: number;
  name: string;
  /** Simultaneous calls its numbers may carry together; a call over it is refused. */
  channel_limit: number;
  /** The rented numbers attached (`VirtualDid` ids), in number order; each is in no other pool. */
  did_ids: number[];
  /** Read only: how many numbers are attached. */
  did_count: number;
  /**
   * Read only: the account's calls live now on its numbers (an inbound call to one, an outbound
   * call from one).
   */
  in_use: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const createCapacityPoolBody = type({
  /** Unique within the account. */
  name: text('required|between:1-100'),
  /** A whole number (a JSON number, as the console's number field gives it). */
  channel_limit: ruled(integerIn(1, MAX_POOL_CHANNELS), 'required'),
  /**
   * The rented numbers attached: the whole list (an update that names it replaces it; left out,
   * the numbers stay). A number of another pool, another account's or one not rented is refused.
   */
  did_ids: optional(size(array(id()), 0, MAX_POOL_NUMBERS)),
});
export type CreateCapacityPoolBody = Infer<typeof createCapacityPoolBody>;
export const updateCapacityPoolBody = partial(createCapacityPoolBody);
export type UpdateCapacityPoolBody = Infer<typeof updateCapacityPoolBody>;

/** The account's capacity pools: /virtual-number/capacity_pools. */
export const capacityPoolResource = defineResource({
  name: 'CapacityPool',
  plural: 'CapacityPools',
  key: 'capacity-pools',
  noun: defineMessage({ id: 'resource.noun.capacityPool', defaultMessage: 'capacity pool' }),
  entity: returns<CapacityPool>(),
  path: '/admin/virtual-number/capacity-pools',
  create: createCapacityPoolBody,
  update: updateCapacityPoolBody,
  title: 'name',
  columns: [
    { id: 'name', field: 'name', searchable: true },
    { id: 'channel_limit', field: 'channel_limit' },
    { id: 'in_use', field: 'in_use' },
    { id: 'did_count', field: 'did_count' },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
  ],
});
