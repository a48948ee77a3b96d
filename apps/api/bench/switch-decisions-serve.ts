/**
 * The decision bench's server, in a process of its own (bench/harness.ts): the API on a fresh
 * database with the real-call suite's account (extension 101, two carriers with rules, a sell rate,
 * an outbound route) and a ledger of HISTORY past calls, as a working account has. Prints one JSON
 * line `{ url, token, body, database }` when ready; stops when stdin closes.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { endpoints as ep } from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import { startTestServer } from '../src/testing.js';
import { giveCredit } from '../test/money.js';
import { callingAccount } from '../test/support/sip-account.js';
import { serveBench } from './harness.js';

/** Past calls on the account's ledger: a switch's customer has months of them. */
const HISTORY = Number(process.env.BENCH_LEDGER_HISTORY ?? 50_000);

const url = process.env.BENCH_SERVE_DATABASE_URL;
const server = await startTestServer({ database: url ? { url } : 'pglite' });
const account = await callingAccount(server);
const accountId = account.owner.accountId;
await giveCredit(server.db, accountId, 100_000_000);
await server.db.execute(sql`
  insert into ledger_entries (account_id, amount_minor, kind, reference, description, created_at)
  select ${accountId}, -6, 'call', 'call:history-' || n, 'Call history-' || n, now() - (n || ' seconds')::interval
  from generate_series(1, ${HISTORY}) as n`);
await server.db.execute(sql`analyze`);

const body = JSON.stringify({
  direction: 'outbound',
  calling_number: '101',
  called_number: '00442071234567',
});
const check = await fetch(server.url + ep.switchDecision.path, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.switchToken}` },
  body,
});
const decision = (await check.json()) as { result?: string };
if (decision.result !== 'carriers') throw new Error(`unexpected decision ${JSON.stringify(decision)}`);

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
serveBench(
  {
    url: server.url + ep.switchDecision.path,
    token: account.switchToken,
    body,
    database: server.kind,
    history: HISTORY,
  },
  () => server.close(),
  {
    /** The API's event loop delay since the last ask (ms): a stall shows here, a busy database does not. */
    loop: async () => {
      const figures = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
      loop.reset();
      return figures;
    },
  },
);
