/**
 * Routing entries, Inbound and Outbound: two resources over one table, each seeing its direction
 * only, and the route and rate tester. Regexps were checked by the body (RE2 syntax); the carrier,
 * flow and timeslot an entry names must be the account's.
 */
import {
  type AnyResource,
  type CreateRoutingEntryBody,
  endpoints as ep,
  inboundRouteResource,
  installRe2,
  outboundRouteResource,
  type RoutingDirection,
  type UpdateRoutingEntryBody,
} from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import { flows, routingEntries, timeslots } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { type ContractRoutes, contractRoutes } from '../lib/contract-routes.js';
import { invalid } from '../lib/http-error.js';
import { checkOwned } from '../lib/owned.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';
import { traceRoute } from '../routing/trace.js';
import { ownsCarrier } from '../telephony/owners.js';
import { readRoutingEntries } from '../telephony/routing-entries.js';
import { toRoutingEntry } from '../telephony/serialize.js';

/** The carrier, flow and timeslot an entry names are the account's: else 'Choose valid …'. */
async function checkReferences(
  ctx: StoreContext,
  input: Pick<UpdateRoutingEntryBody, 'carrier_id' | 'flow_id' | 'timeslot_id'>,
) {
  const { deps, accountId } = ctx;
  if (typeof input.carrier_id === 'number' && !(await ownsCarrier(deps, accountId, input.carrier_id)))
    throw invalid('carrier_id', 'Choose valid Carrier');
  await checkOwned(ctx, flows, input.flow_id, 'flow_id', 'Flow');
  await checkOwned(ctx, timeslots, input.timeslot_id, 'timeslot_id', 'Timeslot');
}

function registerDirection(
  routes: ContractRoutes,
  deps: Deps,
  resource: typeof inboundRouteResource | typeof outboundRouteResource,
  direction: RoutingDirection,
) {
  const store = drizzleStore({
    resource: resource as AnyResource & typeof inboundRouteResource,
    table: routingEntries,
    // Every read goes through readRoutingEntries (the names); this is only the store's fallback.
    serialize: (row: typeof routingEntries.$inferSelect) =>
      toRoutingEntry(row, { flow: null, timeslot: null }),
    read: (ctx, where) => readRoutingEntries(ctx.deps, where),
    scoped: () => ({ where: eq(routingEntries.direction, direction), values: { direction } }),
    insert: (input: CreateRoutingEntryBody) => ({
      aRegexp: input.a_regexp ?? '',
      bRegexp: input.b_regexp ?? '',
      flowId: input.flow_id ?? null,
      priority: input.priority ?? 0,
      timeslotId: input.timeslot_id ?? null,
      applicationId: input.application_id ?? null,
      carrierId: input.carrier_id ?? null,
    }),
    changes: (input: UpdateRoutingEntryBody) => ({
      ...(input.a_regexp !== undefined ? { aRegexp: input.a_regexp } : {}),
      ...(input.b_regexp !== undefined ? { bRegexp: input.b_regexp } : {}),
      ...(input.flow_id !== undefined ? { flowId: input.flow_id } : {}),
      ...(input.priority !== undefined ? { priority: input.priority } : {}),
      ...(input.timeslot_id !== undefined ? { timeslotId: input.timeslot_id } : {}),
      ...(input.application_id !== undefined ? { applicationId: input.application_id } : {}),
      ...(input.carrier_id !== undefined ? { carrierId: input.carrier_id } : {}),
    }),
    hooks: { beforeWrite: checkReferences },
  });
  registerResource(routes, deps, resource, store);
}

export default function routingRoutes(deps: Deps) {
  // The bodies check patterns and the tester matches them with RE2, which the contract leaves to
  // whoever serves them (decision 0012); without it every pattern would be refused.
  installRe2();
  const routes = contractRoutes(deps);
  registerDirection(routes, deps, inboundRouteResource, 'inbound');
  registerDirection(routes, deps, outboundRouteResource, 'outbound');
  return routes.on(ep.testRoute, async (c, body) =>
    c.json(await traceRoute(deps, c.get('session').accountId, body)),
  ).app;
}
