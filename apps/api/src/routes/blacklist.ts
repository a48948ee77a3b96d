/**
 * The PBX blacklist (numbers the PBX refuses), registered from its resource declaration: the
 * generic tenant store, a number listed once per account.
 */
import { type BlacklistEntry, blacklistResource } from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { blacklist } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';

const toBlacklistEntry = (row: typeof blacklist.$inferSelect): BlacklistEntry => ({
  id: row.id,
  number: row.number,
  description: row.description,
  direction: row.direction,
  is_active: row.isActive ? 1 : 0,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export default function blacklistRoutes(deps: Deps) {
  const store = drizzleStore({
    resource: blacklistResource,
    table: blacklist,
    serialize: toBlacklistEntry,
    conflicts: { blacklist_account_number_key: { field: 'number', message: messages.unique('Number') } },
  });
  return registerResource(contractRoutes(deps), deps, blacklistResource, store).app;
}
