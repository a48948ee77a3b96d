/** Whether a nested resource's parent is the caller's: else its paths answer 404. */
import { and, eq } from 'drizzle-orm';
import { carriers, carrierTrunks } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { owns } from '../lib/owned.js';

/** Whether carrier `carrierId` is account `accountId`'s. */
export const ownsCarrier = (deps: Deps, accountId: number, carrierId: number | undefined) =>
  owns(deps, carriers, accountId, carrierId);

/** Whether trunk `trunkId` is account `accountId`'s and belongs to carrier `carrierId`. */
export async function ownsTrunk(
  deps: Deps,
  accountId: number,
  carrierId: number | undefined,
  trunkId: number | undefined,
) {
  if (carrierId === undefined || trunkId === undefined) return false;
  const [row] = await deps.db
    .select({ id: carrierTrunks.id })
    .from(carrierTrunks)
    .where(
      and(
        eq(carrierTrunks.id, trunkId),
        eq(carrierTrunks.carrierId, carrierId),
        eq(carrierTrunks.accountId, accountId),
      ),
    );
  return row !== undefined;
}
