/**
 * External numbers (DIDs), registered from their resource declaration: a number listed once per
 * account, a country of the API's list, and a routing target that is the account's (read back
 * with its name; a deleted target reads as none, ../numbers/did-targets.ts).
 */
import { didNumberResource, TRUNK_INACTIVE_MESSAGE, type UpdateDidNumberBody } from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { and, eq } from 'drizzle-orm';
import { customerTrunks, didNumbers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid } from '../lib/http-error.js';
import { checkOwned } from '../lib/owned.js';
import { readDidNumbers, targetExists, toDidNumber } from '../numbers/did-targets.js';
import { countryList } from '../reference/countries.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';

const countryCodes = new Set(countryList().map((country) => country.code));

/** A country of the list and a target of the account: else 'Choose valid …' on the field. */
async function checkReferences(ctx: StoreContext, input: UpdateDidNumberBody, didId?: number) {
  if (input.country !== undefined && !countryCodes.has(input.country))
    throw invalid('country', 'Choose valid Country');
  const { target_type: type, target_id: id } = input;
  if (type === 'customer_trunk') return checkActiveTrunk(ctx, id, didId);
  if (type && typeof id === 'number' && !(await targetExists(ctx.deps, ctx.accountId, type, id)))
    throw invalid('target_id', 'Choose valid Target');
}

/**
 * A number is pointed only at the account's own trunk, and one that is switched on; a number that
 * already points at it keeps it (its other fields stay editable while the trunk is off).
 */
async function checkActiveTrunk(ctx: StoreContext, id: number | null | undefined, didId?: number) {
  await checkOwned(ctx, customerTrunks, id, 'target_id', 'Target');
  if (typeof id !== 'number') return;
  if (didId !== undefined) {
    const [did] = await ctx.deps.db
      .select({ type: didNumbers.targetType, id: didNumbers.targetId })
      .from(didNumbers)
      .where(and(eq(didNumbers.accountId, ctx.accountId), eq(didNumbers.id, didId)));
    if (did?.type === 'customer_trunk' && did.id === id) return;
  }
  const [active] = await ctx.deps.db
    .select({ id: customerTrunks.id })
    .from(customerTrunks)
    .where(
      and(
        eq(customerTrunks.accountId, ctx.accountId),
        eq(customerTrunks.id, id),
        eq(customerTrunks.isActive, true),
      ),
    );
  if (!active) throw invalid('target_id', TRUNK_INACTIVE_MESSAGE);
}

export default function didNumberRoutes(deps: Deps) {
  const store = drizzleStore({
    resource: didNumberResource,
    table: didNumbers,
    serialize: (row: typeof didNumbers.$inferSelect) => toDidNumber(row, null),
    read: (ctx, where) => readDidNumbers(ctx.deps, where),
    conflicts: { did_numbers_account_number_key: { field: 'number', message: messages.unique('Number') } },
    hooks: { beforeWrite: checkReferences },
  });
  return registerResource(contractRoutes(deps), deps, didNumberResource, store).app;
}
