/**
 * `pnpm bench`: the switch's routing decision alone (POST /switch/decision, an outbound call to
 * two carriers with trunk rules, rated, balance checked) on one API process, PostgreSQL when it
 * answers. autocannon (in this process) offers fixed rates, then as many as the API answers, and
 * prints what was answered per second with the latency's p50 and p99. The account carries a
 * ledger of past calls, as a working account does. It only prints: no thresholds.
 */
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

async function run(overallRate: number | undefined, duration: number) {
  const result = await autocannon({
    url: info.url,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${info.token}` },
    body: info.body,
    connections: 32,
    duration,
    ...(overallRate ? { overallRate } : {}),
  });
  const bad = result.non2xx + result.errors;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad };
}

console.log(
  `switch decisions (${info.database}, one API process, ${info.history} past calls on the ledger, 32 connections):`,
);
console.log('offered/s | answered/s | p50 ms | p99 ms | not 200');
await run(undefined, 2);
for (const rate of [...RATES, undefined]) {
  const f = await run(rate, SECONDS);
  console.log(
    [
      String(rate ?? 'max').padStart(9),
      f.rps.toFixed(0).padStart(10),
      String(f.p50).padStart(6),
      String(f.p99).padStart(6),
      String(f.bad).padStart(7),
    ].join(' | '),
  );
}
await child.stop();
