/**
 * Timeslots (opening hours per weekday in a time zone, with dated exceptions), registered from their
 * resource declaration. Flows, queue rules and trunk rules judge them with the contract's
 * `timeslotOpenAt`.
 */
import { timeslotResource } from '@switchboard/contract';
import { timeslots } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { toTimeslot } from '../media/serialize.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';

/** Exceptions in date order, so lists and the editor read as a calendar. */
const byDate = <T extends { date: string }>(exceptions: T[]) =>
  [...exceptions].sort((a, b) => a.date.localeCompare(b.date));

export default function timeslotRoutes(deps: Deps) {
  const store = drizzleStore({
    resource: timeslotResource,
    table: timeslots,
    serialize: toTimeslot,
    insert: (input) => ({
      description: input.description.trim(),
      priority: input.priority,
      isActive: input.is_active === 1,
      timezone: input.timezone ?? null,
      hours: input.hours,
      exceptions: byDate(input.exceptions.map((e) => ({ ...e, description: e.description?.trim() ?? '' }))),
    }),
    changes: (input) => ({
      ...(input.description !== undefined ? { description: input.description.trim() } : {}),
      ...(input.priority !== undefined ? { priority: input.priority } : {}),
      ...(input.is_active !== undefined ? { isActive: input.is_active === 1 } : {}),
      ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      ...(input.hours !== undefined ? { hours: input.hours } : {}),
      ...(input.exceptions !== undefined
        ? {
            exceptions: byDate(
              input.exceptions.map((e) => ({ ...e, description: e.description?.trim() ?? '' })),
            ),
          }
        : {}),
    }),
  });
  return registerResource(contractRoutes(deps), deps, timeslotResource, store).app;
}
