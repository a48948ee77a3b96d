/**
 * Inbound and outbound routing entries as resources (spec §2 routing screen, §3). Their bodies check
 * patterns with RE2 once the API or the entry form installed it (decision 0012): a list needs none.
 */
import { createRoutingEntryBody, updateRoutingEntryBody } from '../bodies/routing.js';
import { returns } from '../endpoint.js';
import type { RoutingEntry } from '../entities/telephony.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

const routingColumns = [
  { id: 'a_regexp', field: 'a_regexp', searchable: true, format: 'ltr' },
  { id: 'b_regexp', field: 'b_regexp', searchable: true, format: 'ltr' },
  { id: 'flow_id', field: 'flow_name', searchable: true },
  { id: 'priority', field: 'priority' },
  { id: 'timeslot_id', field: 'timeslot_name', searchable: true },
  { id: 'application_id', field: 'application_id' },
] as const;

/** Routing tab Inbound: /admin/xpbx/routing/inbound. */
export const inboundRouteResource = defineResource({
  name: 'InboundRoute',
  plural: 'InboundRoutes',
  key: 'inbound-routes',
  noun: defineMessage({ id: 'resource.noun.inboundRouting', defaultMessage: 'inbound routing' }),
  entity: returns<RoutingEntry>(),
  path: '/admin/xpbx/routing/inbound',
  create: createRoutingEntryBody,
  update: updateRoutingEntryBody,
  title: 'b_regexp',
  columns: routingColumns,
});

/** Routing tab Outbound: /admin/xpbx/routing/outbound. */
export const outboundRouteResource = defineResource({
  name: 'OutboundRoute',
  plural: 'OutboundRoutes',
  key: 'outbound-routes',
  noun: defineMessage({ id: 'resource.noun.outboundRouting', defaultMessage: 'outbound routing' }),
  entity: returns<RoutingEntry>(),
  path: '/admin/xpbx/routing/outbound',
  create: createRoutingEntryBody,
  update: updateRoutingEntryBody,
  title: 'b_regexp',
  columns: routingColumns,
});
