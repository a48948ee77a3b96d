/**
 * The generic resource registration on its own: a resource declared in the test over a plain tenant
 * table (did_numbers), stored by `drizzleStore` without any hook, gets list, get (array), create,
 * update, delete, search and clone, each scoped to the caller's account.
 */
import { defineResource, returns } from '@switchboard/contract';
import { Hono } from 'hono';
import { object, optional, string } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/app-env.js';
import { didNumbers } from '../src/db/schema.js';
import { contractRoutes } from '../src/lib/contract-routes.js';
import { drizzleStore } from '../src/resources/drizzle-store.js';
import { registerResource } from '../src/resources/register.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import type { Reply } from './http.js';

interface DidNumber {
  id: number;
  number: string;
  description: string;
}

const numbers = defineResource({
  name: 'TestNumber',
  plural: 'TestNumbers',
  key: 'test-numbers',
  noun: { id: 'test.noun.number', defaultMessage: 'number' },
  entity: returns<DidNumber>(),
  path: '/admin/test/number',
  create: object({ number: string(), description: optional(string()) }),
  update: object({ description: optional(string()) }),
  search: object({ search: optional(string()), description: optional(string()) }),
  clone: true,
  title: 'number',
  columns: [
    { id: 'number', field: 'number', searchable: true },
    { id: 'description', field: 'description' },
  ],
});

let server: TestServer;
let app: Hono<AppEnv>;

beforeAll(async () => {
  server = await startTestServer();
  const store = drizzleStore({
    resource: numbers,
    table: didNumbers,
    serialize: (row: typeof didNumbers.$inferSelect) => ({
      id: row.id,
      number: row.number,
      description: row.description,
    }),
    conflicts: { did_numbers_account_number_key: { field: 'number', message: 'Number already exists.' } },
  });
  app = new Hono<AppEnv>();
  app.onError((error) => (error as { getResponse(): Response }).getResponse());
  app.route('/', registerResource(contractRoutes(server.deps), server.deps, numbers, store).app);
});
afterAll(() => server?.close());

async function send(
  owner: TestAccount | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Pick<Reply, 'status' | 'body'>> {
  const res = await app.request(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(owner ? { Authorization: `Bearer ${owner.tokens.access_token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('registerResource over drizzleStore, without hooks', () => {
  it('creates, lists, reads as a one-item array, updates and deletes', async () => {
    const owner = await server.createAccount();
    const number = `+3592100${owner.accountId}`;
    const created = await send(owner, 'POST', '/admin/test/number', { number, description: 'Main' });
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), number, description: 'Main' } });
    const item = `/admin/test/number/${created.body.id}`;

    expect((await send(owner, 'GET', '/admin/test/number')).body).toEqual([created.body]);
    expect((await send(owner, 'GET', item)).body).toEqual([created.body]);
    const updated = await send(owner, 'PUT', item, { description: 'Sales' });
    expect(updated).toEqual({ status: 200, body: { ...created.body, description: 'Sales' } });
    expect(await send(owner, 'DELETE', item)).toEqual({ status: 200, body: { id: created.body.id } });
    expect((await send(owner, 'GET', item)).status).toBe(404);
    expect((await send(owner, 'DELETE', item)).status).toBe(404);
  });

  it('searches the searchable columns and filters by the other fields of the body', async () => {
    const owner = await server.createAccount();
    const a = `+3592200${owner.accountId}`;
    const b = `+3592300${owner.accountId}`;
    await send(owner, 'POST', '/admin/test/number', { number: a, description: 'Sofia' });
    await send(owner, 'POST', '/admin/test/number', { number: b, description: 'Varna' });
    const found = async (body: unknown) =>
      (await send(owner, 'POST', '/admin/test/number/search', body)).body.map((row: DidNumber) => row.number);
    expect(await found({ search: '+35922' })).toEqual([a]);
    expect(await found({ description: 'Varna' })).toEqual([b]);
    expect(await found({})).toEqual([a, b]);
  });

  it("answers another account's ids exactly like missing ones, and leaves them unchanged", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const created = await send(owner, 'POST', '/admin/test/number', { number: `+3592400${owner.accountId}` });
    const item = `/admin/test/number/${created.body.id}`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { description: 'taken' }],
      ['DELETE', undefined],
      ['POST', {}],
    ] as const) {
      const path = method === 'POST' ? `${item}/clone` : item;
      expect([method, await send(other, method, path, body)]).toEqual([
        method,
        { status: 404, body: { message: 'Not found.' } },
      ]);
    }
    expect((await send(other, 'GET', '/admin/test/number')).body).toEqual([]);
    expect((await send(other, 'POST', '/admin/test/number/search', {})).body).toEqual([]);
    expect((await send(owner, 'GET', item)).body).toEqual([created.body]);
  });

  it('maps a unique violation to a 422 on its field (create and clone), and needs a session', async () => {
    const owner = await server.createAccount();
    const number = `+3592500${owner.accountId}`;
    const created = await send(owner, 'POST', '/admin/test/number', { number });
    const duplicate = await send(owner, 'POST', '/admin/test/number', { number });
    expect(duplicate).toEqual({
      status: 422,
      body: { message: 'Number already exists.', errors: { number: ['Number already exists.'] } },
    });
    // A copy keeps the number, which is unique: the clone is refused on that field.
    const clone = await send(owner, 'POST', `/admin/test/number/${created.body.id}/clone`, {});
    expect(clone.body.errors).toEqual({ number: ['Number already exists.'] });
    expect((await send(null, 'GET', '/admin/test/number')).status).toBe(401);
  });
});
