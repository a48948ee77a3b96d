/**
 * The OpenAPI 3.1 document of the API, generated from the contract's endpoint table (served at
 * GET /openapi.json): every entry's path (`:id` → `{id}`) and method, its request body from the
 * body struct (JSON, or multipart for uploads), bearer security unless public, and the error
 * answers every endpoint shares (401/403/404/422 with ErrorBody / ValidationErrorBody shapes).
 * Response bodies are TypeScript types in the contract, not runtime values: they are described in
 * words, not schemas. Entries answering files rather than JSON (uploads, attachment downloads,
 * the widget runtime, the console's pages and its catch-all) are left out by design: they are
 * URLs for browsers, not calls of the API.
 */
import {
  answersFile,
  type Endpoint,
  EXPLANATION_CODES,
  endpoints,
  isMultipartBody,
} from '@switchboard/contract';
import { type JsonSchema, schemaOf } from './schema-of.js';

const AUTH_TEXT: Record<Endpoint['auth'], string> = {
  public: 'Public.',
  refresh: 'Send the refresh token as the bearer token.',
  user: 'Any logged-in session (account owner or user within an account).',
  verified: "A session whose account owner's email is verified (else 403).",
  admin: 'A platform administrator, not while impersonating (else 403).',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorAnswer = (description: string, schema = 'ErrorBody') => ({
  description,
  content: { 'application/json': { schema: ref(schema) } },
});

/** `/admin/xpbx/user/:id` → `/admin/xpbx/user/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

function operation(name: string, endpoint: Endpoint) {
  const params = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, param]) => ({
    name: param,
    in: 'path',
    required: true,
    schema: param === 'id' || param === 'widgetId' ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));
  const responses: Record<string, unknown> = { '200': { description: 'Success (201 for creations).' } };
  if (endpoint.body) {
    responses['400'] = errorAnswer(
      isMultipartBody(endpoint.body) ? 'Not a multipart/form-data body.' : 'Not JSON, or malformed JSON.',
    );
    responses['413'] = errorAnswer('The body is too large.');
    responses['422'] = errorAnswer('Field errors.', 'ValidationErrorBody');
  }
  if (endpoint.auth !== 'public') responses['401'] = errorAnswer('No valid token.');
  if (endpoint.auth === 'verified' || endpoint.auth === 'admin' || endpoint.auth === 'user')
    responses['403'] = errorAnswer('The session may not do this.');
  if (params.length > 0) responses['404'] = errorAnswer('Not found (or another account’s).');

  let requestBody: unknown;
  if (endpoint.body) {
    const mediaType = isMultipartBody(endpoint.body) ? 'multipart/form-data' : 'application/json';
    requestBody = { required: true, content: { [mediaType]: { schema: schemaOf(endpoint.body) } } };
  }
  return {
    operationId: name,
    summary: `${endpoint.method} ${endpoint.path}`,
    description: AUTH_TEXT[endpoint.auth],
    security: endpoint.auth === 'public' ? [] : [{ bearer: [] }],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

export function openApiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    if (answersFile(endpoint)) continue;
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  const schemas: Record<string, JsonSchema> = {
    ErrorBody: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    ValidationErrorBody: {
      type: 'object',
      properties: {
        message: { type: 'string', description: 'The first message, with a count of the others.' },
        errors: {
          type: 'object',
          description: 'Each failing field with its messages (the first one is shown).',
          additionalProperties: { type: 'array', items: { type: 'string' } },
        },
      },
      required: ['message', 'errors'],
    },
    Explanation: {
      type: 'object',
      description:
        'Why the route and rate tester, the trunk rule test or the call simulator decided as it did: a stable code and its parameters (numbers, patterns, names, times), never a sentence; the parameters of each code are typed in @switchboard/contract (ExplanationParams).',
      properties: {
        code: { type: 'string', enum: [...EXPLANATION_CODES] },
        params: { type: 'object' },
      },
      required: ['code', 'params'],
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Switchboard API',
      version: '0.1.0',
      description: 'Generated from the endpoint table of @switchboard/contract.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
