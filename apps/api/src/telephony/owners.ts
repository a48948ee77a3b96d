/** Whether a nested resource's parent is the caller's: else its paths answer 404. */
import { and, eq } from 'drizzle-orm';
import { carriers, carrierTrunks } from '../db/schema.js';
import type { Deps } from '../deps.js';

/** Whether carrier `carrierId` is account `accountId`'s. */
export async function ownsCarrier(deps: Deps, accountId: number, carrierId: number | undefined) {
  if (carrierId === undefined) return false;
  const [row] = await deps.db
    .select({ id: carriers.id })
    .from(carriers)
    .where(and(eq(carriers.id, carrierId), eq(carriers.accountId, accountId)));
  return row !== undefined;
}

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
