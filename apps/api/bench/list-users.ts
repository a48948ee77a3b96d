/**
 * `pnpm bench`: GET /admin/xpbx/user (100 users, authorised) against a raw node:http server that
 * answers the same bytes, interleaved (3 rounds of API then raw, 5 s each, 10 connections) so both
 * see the same machine load. On PGlite, then on PostgreSQL when BENCH_DATABASE_URL, DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/test answers (in a schema of its own, dropped afterwards).
 * Prints req/s and p99 latency per round and on average, and the API's share of the raw figure.
 * It only prints: no thresholds, figures depend on the machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROUNDS = 3;
const SECONDS = 5;
const CONNECTIONS = 10;
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

interface Servers {
  apiUrl: string;
  rawUrl: string;
  token: string;
  bytes: number;
  database: string;
}

interface Figures {
  rps: number;
  p99: number;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Starts bench/serve.ts and waits for its JSON line. */
async function startServers(databaseUrl?: string): Promise<{ child: ChildProcess; servers: Servers }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', fileURLToPath(new URL('./serve.ts', import.meta.url))],
    {
      env: { ...process.env, BENCH_SERVE_DATABASE_URL: databaseUrl ?? '', TEST_REDIS_URL: '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const servers = await new Promise<Servers>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Servers);
    });
  });
  return { child, servers };
}

async function load(url: string, token: string, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { Authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const fmt = (f: Figures) =>
  `${Math.round(f.rps).toString().padStart(6)} req/s  p99 ${String(f.p99).padStart(3)} ms`;

async function bench(label: string, databaseUrl?: string) {
  const { child, servers } = await startServers(databaseUrl);
  try {
    console.log(
      `\n${label}: GET /admin/xpbx/user, 100 users, ${servers.bytes} bytes, ${CONNECTIONS} connections`,
    );
    // Warm both up (JIT, connection pools) before measuring.
    await load(servers.apiUrl, servers.token, 1);
    await load(servers.rawUrl, servers.token, 1);
    const api: Figures[] = [];
    const raw: Figures[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      api.push(await load(servers.apiUrl, servers.token, SECONDS));
      raw.push(await load(servers.rawUrl, servers.token, SECONDS));
      console.log(`  round ${round}  API ${fmt(api.at(-1) as Figures)}   raw ${fmt(raw.at(-1) as Figures)}`);
    }
    const a = { rps: mean(api.map((f) => f.rps)), p99: mean(api.map((f) => f.p99)) };
    const r = { rps: mean(raw.map((f) => f.rps)), p99: mean(raw.map((f) => f.p99)) };
    console.log(
      `  mean     API ${fmt({ ...a, p99: Math.round(a.p99) })}   raw ${fmt({ ...r, p99: Math.round(r.p99) })}`,
    );
    console.log(
      `  API/raw  ${((a.rps / r.rps) * 100).toFixed(1)}% of the raw req/s, p99 ${(a.p99 / Math.max(r.p99, 1)).toFixed(1)}× the raw p99`,
    );
  } finally {
    child.stdin?.end();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const started = Date.now();
await bench('PGlite');
const postgres = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_POSTGRES;
if (await reachable(postgres)) await bench(`PostgreSQL (${new URL(postgres).host})`, postgres);
else console.log(`\nPostgreSQL: ${new URL(postgres).host} not reachable, skipped`);
console.log(`\ndone in ${Math.round((Date.now() - started) / 1000)} s`);
