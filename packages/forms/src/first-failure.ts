import { isAbsent, optionValue } from './emptiness.js';
import type { ParsedRule, RuleName } from './parse-rules.js';
import { RULES, RUNS_ON_EMPTY, type RuleEnv } from './rules.js';

export interface RuleFailure {
  rule: RuleName;
  message: string;
}

/** One message per field: the rules run in the order written and the first failure wins. */
export function firstFailure(
  value: unknown,
  rules: readonly ParsedRule[],
  env: RuleEnv,
): RuleFailure | undefined {
  const bare = optionValue(value);
  for (const rule of rules) {
    if (isAbsent(bare) && !RUNS_ON_EMPTY.has(rule.name)) continue;
    const check = RULES[rule.name] as (value: unknown, rule: ParsedRule, env: RuleEnv) => string | undefined;
    const message = check(bare, rule, env);
    if (message !== undefined) return { rule: rule.name, message };
  }
  return undefined;
}
