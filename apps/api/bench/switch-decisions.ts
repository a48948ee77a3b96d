/**
 * `pnpm bench`: the switch's routing decision alone (POST /switch/decision, an outbound call to
 * two carriers with trunk rules, rated, balance checked) on one API process, PostgreSQL when it
 * answers. Requests are sent evenly spaced, as calls arrive at a switch (not in bursts), at fixed
 * rates for 10 s each over up to 64 kept-alive connections, and each is timed from when it was
 * due, so a request that had to wait for a connection counts its wait. Then as fast as 32
 * connections go. Per rate it prints what was answered per second and the latency's p50 and p99.
 * The account carries a ledger of past calls, as a working account does. It only prints: no thresholds.
 */
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { postgresUrl, reachable, startChild } from './harness.js';

const RATES = [100, 300, 600];
const SECONDS = 10;

const url = postgresUrl();
const onPostgres = await reachable(url);
const child = await startChild<{
  url: string;
  token: string;
  body: string;
  database: string;
  history: number;
}>(new URL('./switch-decisions-serve.ts', import.meta.url), onPostgres ? url : undefined);
const { info } = child;
const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${info.token}` };
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function ask(): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(info.url, { method: 'POST', agent, headers }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end(info.body);
  });
}

/** `rate` requests a second, each sent when due; latencies from when each was due. */
async function paced(rate: number, seconds: number) {
  const count = rate * seconds;
  const latencies: number[] = [];
  let bad = 0;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      ask().then(
        (status) => {
          if (status !== 200) bad += 1;
          latencies.push(performance.now() - due);
        },
        () => {
          bad += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bad,
  };
}

async function flatOut(seconds: number) {
  const result = await autocannon({
    url: info.url,
    method: 'POST',
    headers,
    body: info.body,
    connections: 32,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  };
}

console.log(
  `switch decisions (${info.database}, one API process, ${info.history} past calls on the ledger):`,
);
console.log('offered/s | answered/s | p50 ms | p99 ms | not 200 | API event loop delay p99 / max ms');
await paced(50, 2);
type Row = Awaited<ReturnType<typeof paced>> & { loop: { p99: number; max: number } };
const rows: [string, Row][] = [];
const measured = async (run: Promise<Awaited<ReturnType<typeof paced>>>) => {
  await child.ask('loop');
  const figures = await run;
  return { ...figures, loop: await child.ask<{ p99: number; max: number }>('loop') };
};
for (const rate of RATES) rows.push([String(rate), await measured(paced(rate, SECONDS))]);
rows.push(['max (32)', await measured(flatOut(SECONDS))]);
for (const [offered, f] of rows) {
  console.log(
    [
      offered.padStart(9),
      f.rps.toFixed(0).padStart(10),
      f.p50.toFixed(1).padStart(6),
      f.p99.toFixed(1).padStart(6),
      String(f.bad).padStart(7),
      `${f.loop.p99.toFixed(1)} / ${f.loop.max.toFixed(1)}`.padStart(34),
    ].join(' | '),
  );
}
agent.destroy();
await child.stop();
