import { type RuleTestStep, runTrunkRules } from '@switchboard/contract';
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

/** The rules run over the numbers, each step as the rule test and the route trace show it. */
export function appliedRules(...args: Parameters<typeof runTrunkRules<ReturnType<typeof toTrunkRule>>>) {
  const { steps, result } = runTrunkRules(...args);
  const shown: RuleTestStep[] = steps.map((step) => ({
    rule_id: step.rule.id,
    priority: step.rule.priority,
    command: step.rule.command,
    matched: step.matched,
    reason: step.reason,
    timeslot: step.timeslot,
    before: step.before,
    after: step.after,
  }));
  return { steps: shown, result };
}
