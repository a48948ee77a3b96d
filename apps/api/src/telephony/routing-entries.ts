/**
 * Routing entries as the API answers them: with the names of the flow and timeslot they name (a
 * timeslot is named by its description), joined on the entry's account, so another account's row
 * or a deleted one reads as none.
 */
import type { RoutingEntry } from '@switchboard/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { flows, routingEntries, timeslots } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { toRoutingEntry } from './serialize.js';

/** The entries matching `where` (which carries the account condition), in the order they are tried. */
export async function readRoutingEntries(deps: Deps, where: SQL | undefined): Promise<RoutingEntry[]> {
  const rows = await deps.db
    .select({ entry: routingEntries, flow: flows.name, timeslot: timeslots.description })
    .from(routingEntries)
    .leftJoin(flows, and(eq(flows.id, routingEntries.flowId), eq(flows.accountId, routingEntries.accountId)))
    .leftJoin(
      timeslots,
      and(eq(timeslots.id, routingEntries.timeslotId), eq(timeslots.accountId, routingEntries.accountId)),
    )
    .where(where)
    .orderBy(asc(routingEntries.priority), asc(routingEntries.id));
  return rows.map((row) => toRoutingEntry(row.entry, { flow: row.flow, timeslot: row.timeslot }));
}
