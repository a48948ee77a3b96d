/**
 * `pnpm bench`: the API's start, as `pnpm start` ran it before (TypeScript through tsx) and as it
 * runs it now (the build in dist/, plain node): the time from spawning the process to the first
 * 200 from /healthz (it answers 503 while starting) and the process's resident memory then, on
 * PostgreSQL (a schema of its own, migrated by a first run that is not counted, no demo seed).
 * Runs alternate, tsx then node, ROUNDS times, so both see the same machine load. turbo builds
 * dist/ first (turbo.json: the API's bench depends on its build).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { mean, postgresUrl, reachable } from './harness.js';

const ROUNDS = 5;
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const WAYS = {
  tsx: ['--import', 'tsx', '--conditions=source', 'src/main.ts'],
  node: ['dist/main.js'],
} as const;
type Way = keyof typeof WAYS;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const healthz = (port: number) =>
  new Promise<number>((resolve) => {
    get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', () => resolve(0));
  });

/** VmRSS of `pid`, in MB. */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function startOnce(way: Way, env: NodeJS.ProcessEnv): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...WAYS[way]], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let status = 0;
  while (status !== 200) {
    if (child.exitCode !== null) throw new Error(`${way}: the API exited (${child.exitCode})`);
    status = await healthz(port);
  }
  const ms = performance.now() - started;
  const rss = rssMb(child.pid as number);
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`${way}: exit ${code} after SIGTERM`);
  return { ms, rss };
}

const url = postgresUrl();
if (!(await reachable(url))) {
  console.log(`\nAPI start: skipped (no PostgreSQL at ${url})`);
  process.exit(0);
}
const schema = `bench_start_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema "${schema}"`);
const databaseUrl = new URL(url);
databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-bench-start-'));
const env = { DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir, SEED_DEMO: '0', REDIS_URL: '' };
try {
  console.log(
    `\nAPI start to the first /healthz 200, and RSS then (PostgreSQL, ${ROUNDS} runs each, alternated)`,
  );
  await startOnce('node', env); // migrates the schema: not counted
  const runs: Record<Way, { ms: number; rss: number }[]> = { tsx: [], node: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    const parts: string[] = [];
    for (const way of ['tsx', 'node'] as const) {
      const run = await startOnce(way, env);
      runs[way].push(run);
      parts.push(`${way.padEnd(4)} ${run.ms.toFixed(0).padStart(5)} ms ${run.rss.toFixed(0).padStart(4)} MB`);
    }
    console.log(`  round ${round}  ${parts.join('   ')}`);
  }
  const figure = (way: Way) => ({
    ms: mean(runs[way].map((r) => r.ms)),
    rss: mean(runs[way].map((r) => r.rss)),
  });
  const [before, after] = [figure('tsx'), figure('node')];
  console.log(
    `  mean     tsx  ${before.ms.toFixed(0).padStart(5)} ms ${before.rss.toFixed(0).padStart(4)} MB   ` +
      `node ${after.ms.toFixed(0).padStart(5)} ms ${after.rss.toFixed(0).padStart(4)} MB`,
  );
  console.log(
    `  compiled/tsx  start ${((after.ms / before.ms) * 100).toFixed(0)}% of the time, RSS ` +
      `${((after.rss / before.rss) * 100).toFixed(0)}% (goal: \`pnpm start\` runs the compiled API, ` +
      'faster to start and smaller than through tsx)',
  );
} finally {
  await admin.query(`drop schema if exists "${schema}" cascade`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
