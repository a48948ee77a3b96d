import { type Context, Struct } from 'superstruct';
import { firstFailure } from './first-failure.js';
import { messages } from './messages.js';
import { parseRules } from './parse-rules.js';
import { resolveContext } from './rule-context.js';
import { labelFor } from './rules.js';
import type { RuleContextSource } from './types.js';

/**
 * Adds a rule string to any superstruct struct, keeping its type:
 * `object({ username: ruled(string(), 'required|nospace|between:3-20') })`.
 *
 * Order of checks: the base type first (a missing value reads '{Field} is required.', a wrong type
 * 'Enter valid {Field}'), then the rules as written, then the base's own refinements. Each failure
 * carries the field as `key` and the rule name as `refinement`.
 */
export function ruled<T, S>(base: Struct<T, S>, rules: string, ctx?: RuleContextSource): Struct<T, S> {
  const parsed = parseRules(rules);
  return new Struct<T, S>({
    type: base.type,
    schema: base.schema,
    coercer: base.coercer,
    entries: base.entries,
    *validator(value, context) {
      const env = envFor(context, ctx);
      const label = labelFor(env.field, env.ctx);
      for (const _typeFailure of base.validator(value, context)) {
        yield { message: value == null ? messages.required(label) : messages.enterValid(label) };
        return;
      }
      const failure = firstFailure(value, parsed, env);
      if (failure) yield { message: failure.message, refinement: failure.rule };
    },
    *refiner(value, context) {
      const label = labelFor(fieldOf(context), resolveContext(ctx));
      for (const failure of base.refiner(value, context)) {
        // superstruct's own texts ('Expected a string with a length…') are not for people.
        const generic = failure.message.startsWith('Expected ');
        yield { ...failure, message: generic ? messages.enterValid(label) : failure.message };
      }
    },
  });
}

function envFor(context: Context, ctx: RuleContextSource | undefined) {
  const parent: unknown = context.branch[context.branch.length - 2];
  const values = parent !== null && typeof parent === 'object' ? (parent as Record<string, unknown>) : {};
  return { field: fieldOf(context), values, ctx: resolveContext(ctx) };
}

function fieldOf(context: Context): string {
  const key: unknown = context.path[context.path.length - 1];
  return key === undefined ? '' : String(key);
}
