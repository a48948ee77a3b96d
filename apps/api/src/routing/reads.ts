/**
 * What routing reads of an account's configuration: fresh from the database for the route tester
 * (it shows what was just saved), remembered per process for the switch (routing/account-cache.ts:
 * every call asks, and configuration changes rarely). What changes with every call (a pool's
 * channels in use, the balance) is never read through here.
 */
import type { RoutingEntry } from '@switchboard/contract';
import { and, asc, eq } from 'drizzle-orm';
import { carriers, carrierTrunks, routingEntries, timeslots } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { timeslotZones } from '../pbx-domains/zones.js';
import { readRoutingEntries } from '../telephony/routing-entries.js';
import { trunkRulesOf } from '../telephony/trunk-rules.js';
import { type Pool, poolOfNumber } from '../virtual-numbers/capacity.js';
import { remembered } from './account-cache.js';

export type TrunkCandidate = {
  trunk: typeof carrierTrunks.$inferSelect;
  carrier: typeof carriers.$inferSelect;
};

export interface RoutingReads {
  timeslots(accountId: number): Promise<(typeof timeslots.$inferSelect)[]>;
  /** The time zones zoneless timeslots are read in, for the account's number `ours`. */
  zones(accountId: number, ours: string): ReturnType<typeof timeslotZones>;
  entries(accountId: number, direction: RoutingEntry['direction']): Promise<RoutingEntry[]>;
  /** The account's carrier trunks (of carrier `carrierId`, or all), in priority order. */
  trunks(accountId: number, carrierId: number | null): Promise<TrunkCandidate[]>;
  rules(accountId: number, trunkId: number): ReturnType<typeof trunkRulesOf>;
  /** The capacity pool the account's number `number` is in. */
  pool(accountId: number, number: string): Promise<Pool | null>;
}

export function freshReads(deps: Deps): RoutingReads {
  return {
    timeslots: (accountId) => deps.db.select().from(timeslots).where(eq(timeslots.accountId, accountId)),
    zones: (accountId, ours) => timeslotZones(deps.db, accountId, ours),
    entries: (accountId, direction) =>
      readRoutingEntries(
        deps,
        and(eq(routingEntries.accountId, accountId), eq(routingEntries.direction, direction)),
      ),
    trunks: (accountId, carrierId) =>
      deps.db
        .select({ trunk: carrierTrunks, carrier: carriers })
        .from(carrierTrunks)
        .innerJoin(carriers, eq(carriers.id, carrierTrunks.carrierId))
        .where(
          and(
            eq(carrierTrunks.accountId, accountId),
            eq(carriers.accountId, accountId),
            carrierId === null ? undefined : eq(carriers.id, carrierId),
          ),
        )
        .orderBy(asc(carrierTrunks.priority), asc(carrierTrunks.id)),
    rules: (accountId, trunkId) => trunkRulesOf(deps, accountId, trunkId),
    pool: (accountId, number) => poolOfNumber(deps, accountId, number),
  };
}

/** `freshReads`, each answer kept until the account's configuration changes. */
export function rememberedReads(deps: Deps): RoutingReads {
  const fresh = freshReads(deps);
  const keep = <T>(accountId: number, key: string, read: () => Promise<T>) =>
    remembered(deps.db, accountId, key, read);
  return {
    timeslots: (accountId) => keep(accountId, 'timeslots', () => fresh.timeslots(accountId)),
    zones: (accountId, ours) => keep(accountId, `zones:${ours}`, () => fresh.zones(accountId, ours)),
    entries: (accountId, direction) =>
      keep(accountId, `entries:${direction}`, () => fresh.entries(accountId, direction)),
    trunks: (accountId, carrierId) =>
      keep(accountId, `trunks:${carrierId ?? 'any'}`, () => fresh.trunks(accountId, carrierId)),
    rules: (accountId, trunkId) => keep(accountId, `rules:${trunkId}`, () => fresh.rules(accountId, trunkId)),
    pool: (accountId, number) => keep(accountId, `pool:${number}`, () => fresh.pool(accountId, number)),
  };
}
