import {
  answersFile,
  type Endpoint,
  EXPLANATION_CODES,
  endpoints,
  isMultipartBody,
} from '@switchboard/contract';
import { describe, expect, it } from 'vitest';
import { validateBody } from '../middleware/json-body.js';
import { openApiDocument, openApiPath } from './document.js';
import { schemaOf } from './schema-of.js';

const document = openApiDocument();
const paths: Record<string, Record<string, unknown>> = document.paths;
// biome-ignore lint/suspicious/noExplicitAny: reading a JSON document.
const op = (path: string, method: string): any => paths[openApiPath(path)]?.[method.toLowerCase()];

describe('openApiDocument', () => {
  it('has every JSON entry of the endpoint table, by path and method, and no file entry', () => {
    const entries = Object.entries(endpoints) as [string, Endpoint][];
    const json = entries.filter(([, endpoint]) => !answersFile(endpoint));
    for (const [name, endpoint] of json) {
      const operation = op(endpoint.path, endpoint.method);
      expect([name, operation?.operationId]).toEqual([name, name]);
    }
    const count = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(count).toBe(json.length);
    expect(op('/healthz', 'GET').operationId).toBe('health');
    expect(op('/uploads/:name', 'GET')).toBeUndefined();
    expect(op('/widget.js', 'GET')).toBeUndefined();
    expect(op('/*', 'GET')).toBeUndefined();
    expect(document.openapi).toBe('3.1.0');
  });

  it('writes parameters the OpenAPI way', () => {
    expect(Object.keys(document.paths)).toContain('/admin/xpbx/user/{id}');
    expect(op('/admin/xpbx/user/:id', 'GET').parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    ]);
  });

  it('describes bodies from the structs: field types, required, nullable, enums', () => {
    const schema = op('/admin/xpbx/user', 'POST').requestBody.content['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['username', 'description', 'password']);
    expect(schema.properties.username).toEqual({ type: 'string' });
    expect(schema.properties.is_active).toEqual({ type: 'integer', enum: expect.arrayContaining([0, 1]) });
    expect(schema.properties.extension_id).toEqual({ type: ['integer', 'null'] });
    expect(schema.properties.timezone.type).toEqual(['string', 'null']);

    const support = op('/admin/profile/storeProfileSupport', 'POST').requestBody.content['application/json']
      .schema;
    expect(support.properties.support_department).toEqual({ type: 'string', enum: ['Sales', 'Support'] });
  });

  it('describes uploads as multipart with a binary file', () => {
    const body = op('/admin/profile/photo', 'POST').requestBody.content['multipart/form-data'].schema;
    expect(body).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });

  it('asks for a bearer token unless public, and shows the 422 shape', () => {
    expect(op('/admin/root-login', 'POST').security).toEqual([]);
    expect(op('/admin/xpbx/user', 'GET').security).toEqual([{ bearer: [] }]);
    expect(op('/admin/xpbx/user', 'POST').responses['422'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ValidationErrorBody',
    });
    expect(document.components.schemas.ValidationErrorBody?.required).toEqual(['message', 'errors']);
    const explanation = document.components.schemas.Explanation as { properties: { code: unknown } };
    expect(explanation.properties.code).toEqual({
      type: 'string',
      enum: EXPLANATION_CODES,
    });
  });
});

describe('widget endpoints', () => {
  it('are described, the public ones without security and the email as multipart', () => {
    expect(op('/public/widget/:publicKey', 'GET').security).toEqual([]);
    expect(op('/admin/widget/contacts/:widgetId', 'POST').parameters).toEqual([
      { name: 'widgetId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    ]);
    const email = op('/public/widget/:publicKey/email', 'POST').requestBody.content['multipart/form-data']
      .schema;
    expect(email.properties.attachment).toEqual({ type: 'string', format: 'binary' });
    expect(email.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message', 'terms']));
    expect(email.required).not.toContain('attachment');
    const blacklist = op('/admin/widget/blacklist/:widgetId', 'PUT').requestBody.content['application/json']
      .schema;
    expect(blacklist.properties.ips).toMatchObject({ type: 'array', items: { type: 'string' } });
  });
});

/**
 * The description and the rules agree: every body field described as a number, an integer, a
 * boolean or a patterned string takes some value of that type (as the endpoint's body check runs
 * the struct, with coercion). A custom struct mistaken for a JSON type (digits described as a
 * number) fails here, naming the endpoint and the field.
 */
describe('the described types', () => {
  // biome-ignore lint/suspicious/noExplicitAny: any struct of the table.
  type AnyStruct = import('superstruct').Struct<any, any>;
  const SAMPLES: Record<string, unknown[]> = {
    integer: [1, 0, 5, 60, 100, 2030],
    number: [1, 0, 0.5],
    boolean: [true, false],
  };
  const samplesOf = (schema: Record<string, unknown>): unknown[] | undefined => {
    if (schema.enum !== undefined || schema.const !== undefined) return undefined;
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type === 'string' && typeof schema.pattern === 'string') return ['123456', '+359888123456'];
    return typeof type === 'string' ? SAMPLES[type] : undefined;
  };

  function disagreements(struct: AnyStruct, path: string, found: string[]) {
    if (struct.type === 'type' || struct.type === 'object') {
      for (const [key, field] of Object.entries(struct.schema as Record<string, AnyStruct>)) {
        disagreements(field, path ? `${path}.${key}` : key, found);
      }
      return;
    }
    if (struct.type === 'array' && struct.schema)
      return disagreements(struct.schema as AnyStruct, `${path}[]`, found);
    const schema = schemaOf(struct);
    const samples = samplesOf(schema);
    if (samples && !samples.some((value) => struct.validate(value, { coerce: true })[0] === undefined)) {
      found.push(`${path}: described as ${JSON.stringify(schema)}, takes none of ${JSON.stringify(samples)}`);
    }
  }

  it('are taken by the fields they describe', () => {
    const found: string[] = [];
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      const body = endpoint.body as AnyStruct | undefined;
      if (!body || isMultipartBody(body)) continue;
      const fields: string[] = [];
      disagreements(body, '', fields);
      found.push(...fields.map((field) => `${name} ${field}`));
    }
    expect(found).toEqual([]);
  });

  it('describe phone numbers and prefixes as patterned text, and refuse a JSON number as not valid', () => {
    const schema = op('/admin/xpbx/carrier/:carrierId/rate', 'POST').requestBody.content['application/json']
      .schema;
    expect(schema.properties.prefix).toMatchObject({ type: 'string', pattern: '^\\+?[0-9]+$' });
    const [error] = validateBody({ prefix: 359 }, endpoints.createCarrierRate.body as never);
    expect(error?.failures().find((failure) => failure.key === 'prefix')?.message).toBe('Enter valid Prefix');
  });
});
