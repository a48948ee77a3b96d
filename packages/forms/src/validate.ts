import { rulesStruct } from './rules-struct.js';
import { structErrors } from './struct-errors.js';
import type { FieldErrors, RuleContext, RuleMap } from './types.js';

/** `{}` when valid, else the first failing message of each failing field. */
export function validate(values: Record<string, unknown>, rules: RuleMap, ctx?: RuleContext): FieldErrors {
  const [error] = rulesStruct(rules, ctx).validate(values);
  return error ? structErrors(error) : {};
}
