/**
 * Internal numbers (spec §3 "Internal number"), registered from their resource declaration: a
 * number listed once per account, held by one of the account's PBX users (read back with the
 * username; a deleted user leaves the number unheld), presenting one of the account's DIDs.
 */
import {
  type InternalNumber,
  internalNumberResource,
  type UpdateInternalNumberBody,
} from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { asc, eq, type SQL } from 'drizzle-orm';
import { internalNumbers, pbxUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { checkOwned } from '../lib/owned.js';
import { checkPresentationNumber } from '../numbers/presentation.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';

const toInternalNumber = (
  row: typeof internalNumbers.$inferSelect,
  username: string | null,
): InternalNumber => ({
  id: row.id,
  number: row.number,
  pbx_user_id: row.pbxUserId,
  username,
  description: row.description,
  presentation_number: row.presentationNumber,
  is_active: row.isActive ? 1 : 0,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function readInternalNumbers(ctx: StoreContext, where: SQL | undefined) {
  const rows = await ctx.deps.db
    .select({ row: internalNumbers, username: pbxUsers.username })
    .from(internalNumbers)
    .leftJoin(pbxUsers, eq(pbxUsers.id, internalNumbers.pbxUserId))
    .where(where)
    .orderBy(asc(internalNumbers.number), asc(internalNumbers.id));
  return rows.map(({ row, username }) => toInternalNumber(row, username));
}

/** The user and the presentation number are the account's: else 'Choose valid …' on the field. */
async function checkReferences(ctx: StoreContext, input: UpdateInternalNumberBody) {
  await checkOwned(ctx, pbxUsers, input.pbx_user_id, 'pbx_user_id', 'User');
  await checkPresentationNumber(ctx, input.presentation_number);
}

export default function internalNumberRoutes(deps: Deps) {
  const store = drizzleStore({
    resource: internalNumberResource,
    table: internalNumbers,
    serialize: (row: typeof internalNumbers.$inferSelect) => toInternalNumber(row, null),
    read: readInternalNumbers,
    conflicts: {
      internal_numbers_account_number_key: { field: 'number', message: messages.unique('Number') },
    },
    hooks: { beforeWrite: checkReferences },
  });
  return registerResource(contractRoutes(deps), deps, internalNumberResource, store).app;
}
