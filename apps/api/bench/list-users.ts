/**
 * `pnpm bench`: GET /admin/xpbx/user (100 users, authorised) against a raw node:http server that
 * answers the same bytes, interleaved (3 rounds of API then raw, 5 s each, 10 connections) so both
 * see the same machine load. On PGlite, then on PostgreSQL when BENCH_DATABASE_URL,
 * TEST_DATABASE_URL, DATABASE_URL or postgres://postgres@127.0.0.1:5432/test answers (in a schema of
 * its own, dropped afterwards). Prints req/s and p99 latency per round and on average, and the API's
 * share of the raw figure. It only prints: no thresholds, figures depend on the machine.
 */
import { interleaved, load, postgresUrl, ratio, reachable, startChild } from './harness.js';

const ROUNDS = 3;
const SECONDS = 5;
const CONNECTIONS = 10;

interface Servers {
  apiUrl: string;
  rawUrl: string;
  token: string;
  bytes: number;
  database: string;
}

async function bench(label: string, databaseUrl?: string) {
  const child = await startChild<Servers>(new URL('./serve.ts', import.meta.url), databaseUrl);
  const servers = child.info;
  try {
    console.log(
      `\n${label}: GET /admin/xpbx/user, 100 users, ${servers.bytes} bytes, ${CONNECTIONS} connections`,
    );
    const headers = { Authorization: `Bearer ${servers.token}` };
    const [api, raw] = await interleaved(
      [
        {
          name: 'API',
          run: (duration) => load({ url: servers.apiUrl, connections: CONNECTIONS, duration, headers }),
        },
        {
          name: 'raw',
          run: (duration) => load({ url: servers.rawUrl, connections: CONNECTIONS, duration, headers }),
        },
      ],
      { rounds: ROUNDS, seconds: SECONDS },
    );
    if (api && raw) console.log(ratio('API', api, raw));
  } finally {
    await child.stop();
  }
}

const started = Date.now();
await bench('PGlite');
const postgres = postgresUrl();
if (await reachable(postgres)) await bench(`PostgreSQL (${new URL(postgres).host})`, postgres);
else console.log(`\nPostgreSQL: ${new URL(postgres).host} not reachable, skipped`);
console.log(`\ndone in ${Math.round((Date.now() - started) / 1000)} s`);
