import { object, Struct } from 'superstruct';
import { ruled } from './ruled.js';
import type { RuleContextSource } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: superstruct's own schema type is Struct<any, any>.
type AnyStruct = Struct<any, any>;

/** A field is a struct, or a struct with its rule string. */
export type RulesShape = Record<string, AnyStruct | readonly [AnyStruct, string]>;

export type RulesSchema<Shape extends RulesShape> = {
  -readonly [K in keyof Shape]: Shape[K] extends readonly [infer S extends AnyStruct, string]
    ? S
    : Shape[K] extends AnyStruct
      ? Shape[K]
      : never;
};

/**
 * A typed object struct from fields with rule strings:
 * ```ts
 * const UserBody = rulesObject({
 *   username: [string(), 'required|nospace|between:3-20'],
 *   password: [string(), 'required'],
 *   timezone: optional(nullable(string())),
 * });
 * type UserBody = Infer<typeof UserBody>; // { username: string; password: string; timezone?: string | null }
 * ```
 */
export function rulesObject<Shape extends RulesShape>(
  shape: Shape,
  ctx?: RuleContextSource,
): ReturnType<typeof object<RulesSchema<Shape>>> {
  const schema = Object.fromEntries(
    Object.entries(shape).map(([field, entry]) => [
      field,
      entry instanceof Struct ? entry : ruled(entry[0], entry[1], ctx),
    ]),
  );
  return object(schema as RulesSchema<Shape>);
}

/**
 * Adds rule strings to the fields of an existing `object` or `type` struct, keeping its type,
 * its coercion and its own refinements: `withRules(UserBody, { username: 'required|unique' }, ctx)`.
 */
export function withRules<T, S extends Record<string, AnyStruct>>(
  struct: Struct<T, S>,
  rules: { [K in keyof S]?: string },
  ctx?: RuleContextSource,
): Struct<T, S> {
  const schema = { ...struct.schema };
  for (const [field, fieldRules] of Object.entries(rules)) {
    const base = schema[field];
    if (!base) throw new Error(`withRules: the struct has no field "${field}"`);
    if (fieldRules) (schema as Record<string, AnyStruct>)[field] = ruled(base, fieldRules, ctx);
  }
  return new Struct<T, S>({
    type: struct.type,
    schema,
    coercer: struct.coercer,
    validator: struct.validator,
    refiner: struct.refiner,
    *entries(value, context) {
      for (const [key, child, childStruct] of struct.entries(value, context)) {
        yield [
          key,
          child,
          typeof key === 'string' && Object.hasOwn(rules, key) ? (schema[key] ?? childStruct) : childStruct,
        ];
      }
    },
  });
}
