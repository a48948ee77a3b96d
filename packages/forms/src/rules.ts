import { asText, isBlank } from './emptiness.js';
import { fieldLabel } from './field-label.js';
import { messages } from './messages.js';
import type { ParsedRule, RuleName } from './parse-rules.js';
import type { RuleContext } from './types.js';
import { isUrl } from './url.js';

export interface RuleEnv {
  field: string;
  /** The object the field sits in, for `match`. */
  values: Record<string, unknown>;
  ctx: RuleContext;
}

type Check<R extends ParsedRule> = (value: unknown, rule: R, env: RuleEnv) => string | undefined;
type RuleTable = { [N in RuleName]: Check<Extract<ParsedRule, { name: N }>> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
const PASSWORD_FIELD = /pass|pwd/i;

/** `required` and `notzero` judge emptiness itself; every other rule skips empty values. */
export const RUNS_ON_EMPTY: ReadonlySet<RuleName> = new Set(['required', 'notzero']);

export function labelFor(field: string, ctx: RuleContext): string {
  return ctx.labels?.[field] ?? fieldLabel(field);
}

export const RULES: RuleTable = {
  required: (value, _rule, { field, ctx }) =>
    isBlank(value) ? messages.required(labelFor(field, ctx)) : undefined,
  unique: (value, _rule, { field, ctx }) =>
    inList(value, ctx.lists?.[field]) === true ? messages.unique(labelFor(field, ctx)) : undefined,
  exists: (value, _rule, { field, ctx }) =>
    inList(value, ctx.lists?.[field]) === false ? messages.exists(labelFor(field, ctx)) : undefined,
  nospace: (value, _rule, { field, ctx }) => {
    const text = asText(value);
    return text === undefined || /\s/.test(text) ? messages.nospace(labelFor(field, ctx)) : undefined;
  },
  between: (value, { min, max }, { field, ctx }) => {
    const length = asText(value)?.length ?? -1;
    return length < min || length > max ? messages.between(labelFor(field, ctx), min, max) : undefined;
  },
  match: (value, { other }, { field, ctx, values }) => {
    if (asText(value) === asText(values[other])) return undefined;
    return PASSWORD_FIELD.test(field) || PASSWORD_FIELD.test(other)
      ? messages.passwordsDiffer()
      : messages.match(labelFor(field, ctx), labelFor(other, ctx));
  },
  email: (value, _rule, { field, ctx }) =>
    EMAIL.test(asText(value)?.trim() ?? '') ? undefined : messages.email(labelFor(field, ctx)),
  valuein: (value, { expected }, { field, ctx }) =>
    asText(value) === expected ? undefined : messages.valuein(labelFor(field, ctx), expected),
  url: (value, _rule, { field, ctx }) =>
    isUrl(asText(value) ?? '') ? undefined : messages.enterValid(labelFor(field, ctx)),
  number: (value, _rule, { field, ctx }) =>
    NUMBER.test(asText(value)?.trim() ?? '') ? undefined : messages.number(labelFor(field, ctx)),
  notzero: (value, _rule, { field, ctx }) => {
    const text = asText(value)?.trim();
    const zero = text !== undefined && NUMBER.test(text) && Number(text) === 0;
    return isBlank(value) || zero ? messages.notzero(labelFor(field, ctx)) : undefined;
  },
};

/** Case-insensitive: 'Admin' and 'admin' are the same user to a person reading the list. */
function inList(value: unknown, list: readonly string[] | undefined): boolean | undefined {
  if (!list) return undefined;
  const wanted = asText(value)?.trim().toLowerCase();
  return list.some((item) => item.trim().toLowerCase() === wanted);
}
