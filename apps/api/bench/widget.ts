/**
 * `pnpm bench` (after list-users.ts): the embeddable widget's public endpoints.
 *
 * 1. GET /public/widget/:publicKey (a published widget of three offices, from the in-memory cache)
 *    against a raw node:http server answering the same bytes and headers, interleaved: 3 rounds of
 *    API then raw, 3 s each, 10 connections; once fresh (200) and once revalidated (If-None-Match,
 *    304). On PGlite only: the route does not read the database once the widget is cached.
 * 2. Visitor ingest: POST /public/widget/:publicKey/callback and /message with valid bodies, 16
 *    connections, each request from its own X-Forwarded-For address (so under the production per-IP
 *    limit), on PGlite and on PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or
 *    postgres://postgres@127.0.0.1:5432/test when it answers; a schema of its own, dropped), both
 *    servers up and measured in turn: a warm-up, then 2 rounds of PGlite then PostgreSQL. Each
 *    round sends a fixed number of requests (about 2.5 s worth at the warm-up's pace), so every
 *    request is answered before the rows are counted: the stored rows (and mails) must equal the
 *    201 answers.
 *
 * It only prints: no thresholds, figures depend on the machine.
 */
import autocannon from 'autocannon';
import {
  type BenchChild,
  type Figures,
  fmt,
  interleaved,
  load,
  mean,
  postgresUrl,
  ratio,
  reachable,
  startChild,
} from './harness.js';

const ROUNDS = 3;
const SECONDS = 3;
const CONNECTIONS = 10;
const INGEST_CONNECTIONS = 16;
const INGEST_SECONDS = 2.5;
const INGEST_ROUNDS = 2;
const WARMUP_REQUESTS = INGEST_CONNECTIONS * 20;
const INGEST_GOAL = 'PostgreSQL ≥ 1,000 req/s with p99 ≤ 50 ms (16 connections); PGlite ≥ 300 req/s';

interface Servers {
  apiUrl: string;
  rawUrl: string;
  configPath: string;
  publicKey: string;
  etag: string;
  bytes: number;
  headers: number;
  database: string;
}

interface Counts {
  requests: number;
  mails: number;
}

const serveScript = new URL('./widget-serve.ts', import.meta.url);

async function publicConfig(child: BenchChild<Servers>) {
  const { apiUrl, rawUrl, configPath, etag, bytes, headers } = child.info;
  for (const [label, expect, extra] of [
    ['fresh', 200, {}],
    ['If-None-Match', 304, { 'If-None-Match': etag }],
  ] as const) {
    console.log(
      `\nGET ${configPath.replace(child.info.publicKey, ':publicKey')} (${label}): ${expect}, ` +
        `${expect === 200 ? bytes : 0} bytes + ${headers} headers, ${CONNECTIONS} connections`,
    );
    const run = (base: string) => (duration: number) =>
      load({ url: base + configPath, connections: CONNECTIONS, duration, headers: extra }, expect);
    const [api, raw] = await interleaved(
      [
        { name: 'API', run: run(apiUrl) },
        { name: 'raw', run: run(rawUrl) },
      ],
      { rounds: ROUNDS, seconds: SECONDS },
    );
    if (api && raw) console.log(`${ratio('API', api, raw)}  (goal: ≥ 80% of the raw req/s)`);
  }
}

let visitor = 0;
/** A new public-looking address per request (first octets vary, so do the looked-up countries). */
function nextIp(): string {
  const n = visitor++;
  return `${11 + (n % 150)}.${Math.floor(n / 150) % 256}.${Math.floor(n / 38_400) % 256}.7`;
}

const BODIES = {
  callback: { name: 'Ada Visitor', phone: '+359888123456', terms: true, contact_id: 'sofia' },
  message: {
    name: 'Bo Visitor',
    email: 'bo@visitor.test',
    message: 'Hello, could someone call me back about the offer?',
    terms: 'on',
    contact_id: 'madrid',
    department_id: 'support',
  },
};

/** `amount` POSTs; req/s from the first request to the last answer. */
async function post(url: string, body: object, amount: number) {
  const payload = JSON.stringify(body);
  let last = 0;
  const started = Date.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const tracker = autocannon(
      {
        url,
        connections: INGEST_CONNECTIONS,
        amount,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: payload,
            setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextIp() } }),
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    tracker.on('response', () => {
      last = Date.now();
    });
  });
  const created = result.statusCodeStats?.['201']?.count ?? 0;
  const other = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code !== '201')
    .map(([code, stat]) => `${stat.count}× ${code}`);
  if (result.errors > 0) other.push(`${result.errors} errors`);
  const seconds = Math.max(last - started, 1) / 1000;
  const figures: Figures = { rps: (created + (result.non2xx ?? 0)) / seconds, p99: result.latency.p99 };
  return { figures, created, other, seconds };
}

interface Target {
  name: string;
  child: BenchChild<Servers>;
}

/** Each kind of request on every target, interleaved; then the stored rows against the 201s. */
async function ingest(targets: Target[]) {
  console.log(
    `\nvisitor ingest: ${targets.map((t) => t.name).join(' and ')} interleaved, ${INGEST_CONNECTIONS} connections, ` +
      `one X-Forwarded-For address per request, ${INGEST_ROUNDS} rounds of ~${INGEST_SECONDS} s after a warm-up`,
  );
  const width = Math.max(...targets.map((t) => t.name.length));
  for (const [kind, body] of Object.entries(BODIES)) {
    console.log(`\nPOST /public/widget/:publicKey/${kind}`);
    const runs = [];
    for (const { name, child } of targets) {
      const url = `${child.info.apiUrl}/public/widget/${child.info.publicKey}/${kind}`;
      const before = await child.ask<Counts>('count');
      const warm = await post(url, body, WARMUP_REQUESTS);
      // The same number of requests in every round: about INGEST_SECONDS at the warm-up's pace.
      const amount = Math.max(INGEST_CONNECTIONS * 15, Math.round(warm.figures.rps * INGEST_SECONDS));
      runs.push({
        name: name.padEnd(width),
        child,
        url,
        before,
        amount,
        answered: [warm],
        figures: [] as Figures[],
      });
    }
    for (let round = 1; round <= INGEST_ROUNDS; round++) {
      const parts: string[] = [];
      for (const run of runs) {
        const measured = await post(run.url, body, run.amount);
        run.answered.push(measured);
        run.figures.push(measured.figures);
        parts.push(
          `${run.name} ${fmt(measured.figures)} (${run.amount} in ${measured.seconds.toFixed(1)} s)`,
        );
      }
      console.log(`  round ${round}  ${parts.join('   ')}`);
    }
    const means = runs.map((run) => ({
      rps: mean(run.figures.map((f) => f.rps)),
      p99: mean(run.figures.map((f) => f.p99)),
    }));
    console.log(`  mean     ${runs.map((run, i) => `${run.name} ${fmt(means[i] as Figures)}`).join('   ')}`);
    const [first, second] = means;
    if (first && second && runs[1] && runs[0])
      console.log(ratio(runs[1].name.trim(), second, first, runs[0].name.trim()));
    console.log(`  goal: ${INGEST_GOAL}`);
    for (const run of runs) {
      const after = await run.child.ask<Counts>('count');
      const created = run.answered.reduce((sum, a) => sum + a.created, 0);
      const other = run.answered.flatMap((a) => a.other);
      const stored = after.requests - run.before.requests;
      const mails = after.mails - run.before.mails;
      const check = stored === created && mails === created ? '✔' : '✖ MISMATCH';
      console.log(
        `  ${run.name}  stored ${stored} rows and ${mails} mails for ${created} answers 201 ${check}` +
          (other.length ? `; other answers: ${other.join(', ')}` : ''),
      );
    }
  }
}

const started = Date.now();
const postgres = postgresUrl();
const targets: Target[] = [{ name: 'PGlite', child: await startChild<Servers>(serveScript) }];
try {
  if (await reachable(postgres))
    targets.push({ name: 'PostgreSQL', child: await startChild<Servers>(serveScript, postgres) });
  console.log(
    `\nWidget: a published widget of 3 offices; PGlite` +
      (targets.length > 1
        ? `, PostgreSQL ${new URL(postgres).host} (a schema of its own, dropped)`
        : `; PostgreSQL ${new URL(postgres).host} not reachable, skipped`),
  );
  await publicConfig(targets[0]?.child as BenchChild<Servers>);
  await ingest(targets);
} finally {
  for (const { child } of targets) await child.stop();
}
console.log(`\ndone in ${Math.round((Date.now() - started) / 1000)} s`);
