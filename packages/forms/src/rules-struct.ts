import { type Struct, type, unknown } from 'superstruct';
import { ruled } from './ruled.js';
import type { RuleContextSource, RuleMap } from './types.js';

/**
 * The untyped form: every listed field accepts any value that passes its rules.
 * Fields not listed are ignored, so a whole form's values can be passed as they are.
 */
export function rulesStruct<T = Record<string, unknown>>(rules: RuleMap, ctx?: RuleContextSource): Struct<T> {
  const schema = Object.fromEntries(
    Object.entries(rules).map(([field, fieldRules]) => [field, ruled(unknown(), fieldRules, ctx)]),
  );
  return type(schema) as unknown as Struct<T>;
}
