/**
 * `pnpm bench` (call reports): the PBX reports over a big call_records. PostgreSQL (when it
 * answers; a schema of its own, dropped) gets 10 million legs — the measured account 2 million
 * over 2026, eight others 1 million each — and PGlite 1 million of one account, all made in SQL
 * with generate_series. Prints, in ms (median of 5), the first page with its totals and per-day
 * counts for a month of the Incoming tab, with a number and with a result filter, and a later page
 * by cursor; on PostgreSQL the EXPLAIN ANALYZE of the page and the totals; then the export of the
 * year's Incoming tab (1 million rows on PostgreSQL) as CSV, streamed, with the process's peak RSS.
 * No thresholds: figures depend on the machine.
 */
import { randomBytes } from 'node:crypto';
import type { CallReportBody } from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createAccount } from '../src/accounts/create-account.js';
import { argon2Hasher } from '../src/auth/passwords.js';
import { exportStream } from '../src/call-reports/export.js';
import { callWhere, decodeCursor } from '../src/call-reports/filters.js';
import { callBatch, callReportPage } from '../src/call-reports/queries.js';
import { type Database, openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { callRecords } from '../src/db/schema.js';
import { postgresUrl, reachable } from './harness.js';

/** Rows per million of the figures above; BENCH_ROWS_PER_MILLION=10000 makes a quick trial run. */
const CHUNK = Number(process.env.BENCH_ROWS_PER_MILLION ?? 1_000_000);

/** `rows` legs of one account over 2026, half inbound, results spread like a busy PBX's. */
async function fill(db: Database, accountId: number, rows: number, label: string) {
  for (let done = 0; done < rows; done += CHUNK) {
    const n = Math.min(CHUNK, rows - done);
    const t = performance.now();
    await db.execute(sql`
      insert into call_records (account_id, call_id, calltype, calling_number, called_number, callstart,
        callstop, dialstatus, duration, billed_seconds, client_cost, client_cost_micros)
      select ${accountId}::integer, 'b' || ${accountId} || '-' || g, case when g % 2 = 0 then 'inbound' else 'outbound' end,
        '4420' || lpad((g % 9000000)::text, 7, '0'), '3592' || lpad(((g * 7) % 9000000)::text, 7, '0'),
        s, s + (g % 600) * interval '1 second',
        (array['answered','answered','answered','answered','no answer','busy','cancel','chanunavail','congestion'])[1 + g % 9],
        case when g % 9 < 4 then g % 600 else 0 end, case when g % 9 < 4 then g % 600 else 0 end,
        case when g % 9 < 4 then g % 50 else 0 end, case when g % 9 < 4 then (g % 50) * 10000 else 0 end
      from generate_series(${done + 1}::bigint, ${done + n}::bigint) as g,
        lateral (select timestamptz '2026-01-01' + ((g * 7919) % 31449600) * interval '1 second' as s) as at`);
    console.log(`  ${label}: ${done + n} rows (${((performance.now() - t) / 1000).toFixed(1)} s for ${n})`);
  }
}

async function median(run: () => Promise<unknown>, times = 5): Promise<number> {
  await run();
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await run();
    took.push(performance.now() - t);
  }
  took.sort((a, b) => a - b);
  return took[Math.floor(times / 2)] ?? 0;
}

async function bench(label: string, rowsOfAccount: number, others: number, url?: string) {
  const schema = `bench_reports_${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase(url ? { url, searchPath: schema } : {});
  try {
    const db = handle.db;
    await migrate(db);
    const deps = {
      db,
      clock: { now: () => new Date() },
      passwords: argon2Hasher({ memoryCost: 4096, timeCost: 1 }),
    };
    const account = async (n: number) =>
      (
        await createAccount(deps, {
          name: `Bench ${n}`,
          email: `bench-${n}-${schema}@example.test`,
          password: 'bench password',
          verified: true,
          isAdmin: false,
        })
      ).accountId;
    const measured = await account(0);
    for (let m = 1; m <= 12; m++) {
      await db.execute(
        sql`select ensure_call_records_partition(${`2026-${String(m).padStart(2, '0')}-15T00:00:00Z`}::timestamptz)`,
      );
    }
    const t = performance.now();
    await fill(db, measured, rowsOfAccount, `${label} measured account`);
    for (let i = 1; i <= others; i++) await fill(db, await account(i), CHUNK, `${label} account ${i}`);
    // What autovacuum does to a table that has taken its rows: statistics and the visibility map.
    await db.execute(sql`vacuum analyze call_records`);
    console.log(
      `${label}: ${rowsOfAccount + others * CHUNK} rows made in ${((performance.now() - t) / 1000).toFixed(0)} s`,
    );

    const month: CallReportBody = {
      tab: 'incoming',
      from: '2026-03-01',
      to: '2026-03-31',
      timezone: 'Europe/Sofia',
    };
    const cases: [string, CallReportBody][] = [
      ['Incoming, March', month],
      ['Missed, March', { ...month, tab: 'missed' }],
      ['Incoming, March, number contains 4420123', { ...month, number: '4420123' }],
      ['Incoming, March, result busy', { ...month, result: 'busy' }],
      ['Incoming, the whole year', { ...month, from: '2026-01-01', to: '2026-12-31' }],
    ];
    for (const [name, body] of cases) {
      const first = await callReportPage(db, measured, body, null);
      const ms = await median(() => callReportPage(db, measured, body, null));
      const next = first.next_cursor;
      const later = next ? await median(() => callReportPage(db, measured, body, decodeCursor(next))) : 0;
      console.log(
        `${label}: ${name}: first page + totals (${first.summary?.count} calls) ${ms.toFixed(1)} ms; next page ${later.toFixed(1)} ms`,
      );
    }

    if (url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`set search_path to "${schema}"`);
      const page = callBatch(db, measured, month, null, 51).toSQL();
      const totals = db
        .select({
          n: sql`count(*)`,
          s: sql`sum(${callRecords.duration})`,
          c: sql`sum(${callRecords.clientCost})`,
        })
        .from(callRecords)
        .where(callWhere(measured, month))
        .toSQL();
      for (const [name, query] of [
        ['page', page],
        ['totals', totals],
      ] as const) {
        const plan = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params as unknown[]);
        console.log(
          `${label}: EXPLAIN ANALYZE of the ${name}:\n${plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`,
        );
      }
      await client.end();
    }

    // The export of the year's Incoming tab, read as a client would, the process's RSS sampled.
    const order = {
      kind: 'calls' as const,
      accountId: measured,
      body: { ...month, from: '2026-01-01', to: '2026-12-31', format: 'csv' as const },
    };
    let peak = process.memoryUsage().rss;
    const before = peak;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    let bytes = 0;
    let lines = 0;
    const reader = exportStream(db, order).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines++;
    }
    clearInterval(sampler);
    console.log(
      `${label}: export CSV of ${lines - 1} rows, ${(bytes / 1e6).toFixed(0)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s; RSS before ${(before / 1e6).toFixed(0)} MB, peak ${(peak / 1e6).toFixed(0)} MB`,
    );
  } finally {
    await handle.close();
    if (url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
}

const postgres = postgresUrl();
if (await reachable(postgres)) await bench(`PostgreSQL (${new URL(postgres).host})`, 2 * CHUNK, 8, postgres);
else console.log(`PostgreSQL: ${new URL(postgres).host} not reachable, skipped`);
await bench('PGlite', CHUNK, 0);
