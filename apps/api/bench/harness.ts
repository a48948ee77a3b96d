/**
 * What the benches share: the bench servers run in a child process of their own (so autocannon, in
 * the parent, does not share their event loop) and talk over stdio in JSON lines; autocannon runs
 * measured interleaved (A then B per round, so both see the same machine load) and printed as req/s
 * and p99; PostgreSQL is used when it answers. It only prints: no thresholds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

/** PostgreSQL for the benches: BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL, else the local one. */
export const postgresUrl = () =>
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

export async function reachable(url: string): Promise<boolean> {
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

export interface Figures {
  rps: number;
  /** ms */
  p99: number;
}

export interface BenchChild<T> {
  /** The first JSON line the child printed (its URLs…). */
  info: T;
  /** Sends one command line; resolves with the child's next JSON line. */
  ask<R>(command: string): Promise<R>;
  /** Closes the child's stdin (it then closes its servers) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts `script` (a bench/*.ts file) under tsx with BENCH_SERVE_DATABASE_URL (empty: PGlite),
 * without Redis, and waits for its first JSON line.
 */
export async function startChild<T>(script: URL, databaseUrl?: string): Promise<BenchChild<T>> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', fileURLToPath(script)],
    {
      env: { ...process.env, BENCH_SERVE_DATABASE_URL: databaseUrl ?? '', TEST_REDIS_URL: '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const waiting: ((line: unknown) => void)[] = [];
  let failed: ((error: Error) => void) | null = null;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => failed?.(new Error(`bench server exited (${code})`)));
  lines.on('line', (line) => {
    if (line.startsWith('{')) waiting.shift()?.(JSON.parse(line));
  });
  const next = <R>() =>
    new Promise<R>((resolve, reject) => {
      failed = reject;
      waiting.push((value) => resolve(value as R));
    });
  const info = await next<T>();
  return {
    info,
    ask<R>(command: string) {
      const answer = next<R>();
      child.stdin?.write(`${command}\n`);
      return answer;
    },
    async stop() {
      failed = null;
      child.stdin?.end();
      await exited;
    },
  };
}

/**
 * The child's side: prints `info` as one JSON line, answers each stdin line with the JSON of
 * `commands[line]()`, and calls `close` then exits when stdin ends.
 */
export function serveBench(
  info: unknown,
  close: () => Promise<void>,
  commands: Record<string, () => Promise<unknown>> = {},
): void {
  console.log(JSON.stringify(info));
  const lines = createInterface({ input: process.stdin });
  lines.on('line', async (line) => {
    const command = commands[line.trim()];
    console.log(JSON.stringify(command ? await command() : { error: `unknown command ${line}` }));
  });
  lines.on('close', async () => {
    await close();
    process.exit(0);
  });
}

/**
 * One autocannon run. Throws when any answer is not `expect` (200 by default) or on socket errors;
 * the latency of every answer counts (autocannon's default).
 */
export async function load(options: autocannon.Options, expect = 200): Promise<Figures> {
  const result = await autocannon(options);
  const codes = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => Number(code) !== expect);
  if (codes.length > 0 || result.errors > 0) {
    const seen = codes.map(([code, stat]) => `${stat.count}× ${code}`).join(', ');
    throw new Error(
      `${options.url}: expected only ${expect}, got ${seen || 'none'}; ${result.errors} errors`,
    );
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

export const fmt = (f: Figures) =>
  `${Math.round(f.rps).toString().padStart(6)} req/s  p99 ${String(Math.round(f.p99)).padStart(3)} ms`;

/**
 * Runs `a` then `b`, `rounds` times (each run given its seconds), after one second of each as a
 * warm-up; prints every round, the means and a/b. Names are padded to the same width.
 */
export async function interleaved(
  runs: { name: string; run: (seconds: number) => Promise<Figures> }[],
  { rounds, seconds }: { rounds: number; seconds: number },
): Promise<Figures[]> {
  for (const { run } of runs) await run(1);
  const figures: Figures[][] = runs.map(() => []);
  for (let round = 1; round <= rounds; round++) {
    const parts: string[] = [];
    for (const [i, { name, run }] of runs.entries()) {
      const f = await run(seconds);
      figures[i]?.push(f);
      parts.push(`${name} ${fmt(f)}`);
    }
    console.log(`  round ${round}  ${parts.join('   ')}`);
  }
  const means = figures.map((list) => ({
    rps: mean(list.map((f) => f.rps)),
    p99: mean(list.map((f) => f.p99)),
  }));
  console.log(`  mean     ${runs.map(({ name }, i) => `${name} ${fmt(means[i] as Figures)}`).join('   ')}`);
  return means;
}

/** "A/raw  x % of the raw req/s, p99 y× the raw p99". */
export function ratio(name: string, a: Figures, b: Figures, bName = 'raw'): string {
  return (
    `  ${name}/${bName}  ${((a.rps / b.rps) * 100).toFixed(1)}% of the ${bName} req/s, ` +
    `p99 ${(a.p99 / Math.max(b.p99, 1)).toFixed(1)}× the ${bName} p99`
  );
}
