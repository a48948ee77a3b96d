/**
 * A JSON Schema (OpenAPI 3.1 dialect) for a superstruct struct, as far as the struct tells: object
 * fields with their types, required unless the field accepts `undefined`, `null` added where it is
 * accepted, enums, literals and unions. Rule strings (lengths, formats) live in validators and are
 * not visible here; custom structs (e.g. `timezone`) become their base type with a description.
 * Coercions are not described: the schema shows the canonical form (flags 1/0, ids as integers).
 */
import { CUSTOMER_TRUNK_CODECS, MAX_TRUNK_ADDRESSES } from '@switchboard/contract';
import type { Struct } from 'superstruct';

export type JsonSchema = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: any struct.
type AnyStruct = Struct<any, any>;

const accepts = (struct: AnyStruct, value: unknown) => struct.validate(value)[0] === undefined;

/** Custom structs of the contract whose JSON shape is known. */
const CUSTOM: Record<string, JsonSchema> = {
  timezone: { type: 'string', description: 'an IANA time zone, e.g. Europe/Sofia' },
  terms: {
    type: ['boolean', 'string', 'integer'],
    description: "accepted: true, 'true', '1', 'on' or 'yes'",
  },
  file: { type: 'string', format: 'binary' },
  'phone-number': {
    type: 'string',
    pattern: '^\\+?[0-9]+$',
    description: 'digits, optionally after a leading +, as text (a JSON number would lose leading zeros)',
  },
  time: {
    type: 'string',
    description: 'HH:MM (24-hour), or an ISO 8601 date or date-time in report filters',
  },
  language: { type: 'string', description: 'a language code, e.g. en or pt-BR' },
  country: { type: 'string', description: 'an ISO 3166-1 alpha-2 code, e.g. BG' },
  ip: { type: 'string', description: 'an IPv4 or IPv6 address or CIDR range' },
  host: { type: 'string', description: 'a hostname or an IPv4 or IPv6 address' },
  codecs: {
    type: 'array',
    items: { type: 'string', enum: [...CUSTOMER_TRUNK_CODECS] },
    minItems: 1,
    uniqueItems: true,
    description: 'in the order of preference',
  },
  'ip-list': {
    type: 'array',
    items: { type: 'string', description: 'an IPv4 or IPv6 address or CIDR range' },
    maxItems: MAX_TRUNK_ADDRESSES,
    uniqueItems: true,
  },
};

function withNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.type)) return { ...schema, type: [...schema.type, 'null'] };
  if (Array.isArray(schema.enum)) return { ...schema, enum: [...schema.enum, null] };
  return { anyOf: [schema, { type: 'null' }] };
}

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

function baseSchema(struct: AnyStruct): JsonSchema {
  const schema: unknown = struct.schema;
  switch (struct.type) {
    case 'string':
    case 'boolean':
    case 'integer':
    case 'number':
      return { type: struct.type };
    case 'literal':
      return { const: schema, type: typeOfValue(schema) };
    case 'enums': {
      const values = Object.values(schema as Record<string, unknown>);
      const types = [...new Set(values.map(typeOfValue))];
      return { type: types.length === 1 ? types[0] : types, enum: values };
    }
    case 'union':
      return { anyOf: (schema as AnyStruct[]).map(schemaOf) };
    case 'array':
      return schema ? { type: 'array', items: schemaOf(schema as AnyStruct) } : { type: 'array' };
    case 'record':
      return { type: 'object', additionalProperties: true };
    case 'type':
    case 'object':
      return objectSchema(schema as Record<string, AnyStruct>, struct.type === 'type');
    default:
      return CUSTOM[struct.type] ?? { description: struct.type };
  }
}

function objectSchema(fields: Record<string, AnyStruct>, openEnded: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    properties[name] = schemaOf(field);
    if (!accepts(field, undefined)) required.push(name);
  }
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    // superstruct `type` ignores unknown keys; `object` refuses them.
    additionalProperties: openEnded,
  };
}

const allowsNull = (schema: JsonSchema) =>
  schema.type === 'null' ||
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  (Array.isArray(schema.enum) && schema.enum.includes(null)) ||
  schema.const === null;

export function schemaOf(struct: AnyStruct): JsonSchema {
  const base = baseSchema(struct);
  return !allowsNull(base) && accepts(struct, null) ? withNull(base) : base;
}
