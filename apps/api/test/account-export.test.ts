/**
 * The owner's download of all of the account's data: a signed link, then a zip of JSON and CSV per
 * table with the account's rows only, no secret column, and every tenant table either in it or
 * listed as left out.
 */
import { endpoints as ep } from '@switchboard/contract';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedTables, NOT_EXPORTED, SECRET_COLUMN } from '../src/account-export/account-export.js';
import * as schema from '../src/db/schema.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

describe('the account export', () => {
  it("holds the account's rows, in JSON and CSV per table, and none of its secrets or another account's data", async () => {
    const a = await server.createAccount();
    const b = await server.createAccount();
    const carrier = (name: string, token: string) =>
      call(ep.createCarrier, {
        token,
        body: { carrier_name: name, username: 'acct7', password: 'sip-secret-1' },
      });
    expect((await carrier('Walk Carrier, "quoted"', a.tokens.access_token)).status).toBe(201);
    expect((await carrier('Other Carrier', b.tokens.access_token)).status).toBe(201);
    await server.createPbxUser(a.accountId);

    const link = await call(ep.accountExport, { token: a.tokens.access_token });
    expect(link.status).toBe(200);
    expect(link.body.name).toMatch(
      new RegExp(`^switchboard-account-${a.accountId}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    // The link opens without a login, as a browser's download does.
    const download = await fetch(`${server.url}${link.body.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const text = (name: string) => strFromU8(files[name] as Uint8Array);

    expect(text('README.txt')).toContain('carriers');
    const accounts = JSON.parse(text('accounts.json')) as { id: number }[];
    expect(accounts.map((row) => row.id)).toEqual([a.accountId]);
    const carriers = JSON.parse(text('carriers.json')) as Record<string, unknown>[];
    expect(carriers.map((row) => row.carrier_name)).toEqual(['Walk Carrier, "quoted"']);
    expect(carriers[0]).toMatchObject({ account_id: a.accountId, username: 'acct7' });
    expect(carriers[0]).not.toHaveProperty('password');
    const csv = text('carriers.csv').split('\r\n');
    expect(csv[0]?.split(',')).toContain('carrier_name');
    expect(csv[1]).toContain('"Walk Carrier, ""quoted"""');
    expect(JSON.parse(text('pbx_users.json'))).toHaveLength(1);

    const everything = Object.keys(files).map(text).join('\n');
    expect(everything).not.toContain('Other Carrier');
    expect(everything).not.toContain('sip-secret-1');
    expect(everything).not.toMatch(/\$argon2/);
    expect(Object.keys(files).some((name) => name.startsWith('switch_tokens'))).toBe(false);

    // A forged or altered link opens nothing.
    const forged = link.body.url.replace(/\.[^.]+$/, `.${'A'.repeat(43)}`);
    expect((await fetch(`${server.url}${forged}`)).status).toBe(404);
  });

  it('covers every table holding an account id, or says why it leaves one out', () => {
    const withAccount = (Object.values(schema).filter((table) => is(table, PgTable)) as PgTable[])
      .filter((table) => Object.values(getTableColumns(table)).some((column) => column.name === 'account_id'))
      .map((table) => getTableName(table));
    const exported = new Set(exportedTables().map((table) => table.name));
    const missing = withAccount.filter((name) => !exported.has(name) && !(name in NOT_EXPORTED));
    expect(missing).toEqual([]);
    for (const table of exportedTables()) {
      expect(
        table.columns.filter((column) => SECRET_COLUMN.test(column)),
        table.name,
      ).toEqual([]);
    }
  });
});
