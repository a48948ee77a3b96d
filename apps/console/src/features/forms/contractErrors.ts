import { type FieldErrors, structErrors } from '@switchboard/forms';

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
