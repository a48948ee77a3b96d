import { and, asc, eq } from 'drizzle-orm';
import { trunkRules } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { toTrunkRule } from './serialize.js';

/** A trunk's rules (account `accountId`'s), in the order they apply: priority, then age. */
export async function trunkRulesOf(deps: Deps, accountId: number, trunkId: number) {
  const rows = await deps.db
    .select()
    .from(trunkRules)
    .where(and(eq(trunkRules.accountId, accountId), eq(trunkRules.carrierTrunkId, trunkId)))
    .orderBy(asc(trunkRules.priority), asc(trunkRules.id));
  return rows.map(toTrunkRule);
}
