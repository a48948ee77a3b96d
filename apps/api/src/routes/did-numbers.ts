/**
 * External numbers (DIDs), registered from their resource declaration: a number listed once per
 * account, a country of the API's list, and a routing target that is the account's (read back
 * with its name; a deleted target reads as none, ../numbers/did-targets.ts).
 */
import { didNumberResource, type UpdateDidNumberBody } from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { didNumbers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid } from '../lib/http-error.js';
import { readDidNumbers, targetExists, toDidNumber } from '../numbers/did-targets.js';
import { countryList } from '../reference/countries.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';

const countryCodes = new Set(countryList().map((country) => country.code));

/** A country of the list and a target of the account: else 'Choose valid …' on the field. */
async function checkReferences(ctx: StoreContext, input: UpdateDidNumberBody) {
  if (input.country !== undefined && !countryCodes.has(input.country))
    throw invalid('country', 'Choose valid Country');
  const { target_type: type, target_id: id } = input;
  if (type && typeof id === 'number' && !(await targetExists(ctx.deps, ctx.accountId, type, id)))
    throw invalid('target_id', 'Choose valid Target');
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
