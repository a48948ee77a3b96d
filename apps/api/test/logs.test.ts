/** What the server logs when a request fails: what failed, never the failed query's values. */
import { endpoints as ep } from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineLogger } from '../src/lib/logger.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';

const lines: string[] = [];
let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({
    log: lineLogger({ info: (line) => lines.push(line), error: (line) => lines.push(line) }),
  });
  call = client(server.url);
});
afterAll(() => server?.close());

/** Makes every new row of `table` fail its insert (existing rows stay valid). */
const refuseInserts = (table: string) =>
  server.db.execute(sql.raw(`alter table ${table} add constraint log_test_refuses check (false) not valid`));

describe('logged errors', () => {
  it('secrets_in_logs: a failed insert of a password hash logs its message and code, not the hash', async () => {
    const owner = await server.createAccount();
    await refuseInserts('pbx_users');
    lines.length = 0;
    const reply = await call(ep.createPbxUser, {
      token: owner.tokens.access_token,
      body: { username: 'frontdesk', description: 'Front desk', password: 'sip secret 1' },
    });
    expect(reply.status).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('POST /admin/xpbx/user failed');
    expect(log).toContain('violates check constraint "log_test_refuses"');
    expect(log).toContain('[23514]');
    expect(log).not.toContain('$argon2');
    // Nor the other values of the row (pg's `detail` lists them all).
    expect(log).not.toContain('frontdesk');
    expect(log).not.toContain('Front desk');
  });

  it('secrets_in_logs: a failed insert of a refresh token hash logs no token or digest', async () => {
    const owner = await server.createAccount();
    await refuseInserts('refresh_tokens');
    lines.length = 0;
    const reply = await call(ep.rootLogin, { body: { email: owner.email, password: owner.password } });
    expect(reply.status).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('[23514]');
    expect(log).not.toMatch(/[0-9a-f]{64}/);
    expect(log).not.toMatch(/[A-Za-z0-9_-]{43}/);
  });
});
