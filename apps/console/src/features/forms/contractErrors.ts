import { type FieldErrors, type RuleContext, structErrors, validate } from '@switchboard/forms';

type StructError = Parameters<typeof structErrors>[0];

/** What is used of a superstruct struct: its `validate`. */
interface Validating {
  validate(value: unknown, options: { coerce: boolean }): [StructError | undefined, unknown];
}

/**
 * A `useForm` validator from a request body of the contract: the form fails exactly the fields the
 * server would, with the same words (the rule strings live in the contract's structs).
 */
export function contractErrors(body: Validating) {
  return (values: unknown): FieldErrors => {
    const [error] = body.validate(values, { coerce: true });
    return error ? structErrors(error) : {};
  };
}

/**
 * Adds rule-set checks that need the console's data, such as `unique` against a loaded list
 * (spec §5), to a validator: a field gets their message only when the validator passed it.
 */
export function withLocalRules(
  validator: (values: unknown) => FieldErrors,
  rules: Record<string, string>,
  ctx: RuleContext,
) {
  return (values: unknown): FieldErrors => {
    const errors = validator(values);
    const local = validate(values as Record<string, unknown>, rules, ctx);
    for (const [field, message] of Object.entries(local)) {
      if (errors[field] === undefined) errors[field] = message;
    }
    return errors;
  };
}
