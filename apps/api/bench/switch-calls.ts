/**
 * `pnpm bench`: call setups through the real switch. One API process (in this process, on
 * PostgreSQL when it answers, else PGlite), Kamailio with the shipped config, a SIPp gateway that
 * answers every call, and SIPp placing extension 101's calls (digest challenge, INVITE, 200, ACK,
 * a 100 ms call, BYE) at rising rates for 10 s each, resending over UDP as phones do (a call not
 * done 30 s after the last was placed has failed). Per rate it prints the setups per second
 * completed, the calls that failed, and the decision endpoint's latency measured beside the load by
 * a probe asking 20 decisions a second: what it waited, and what the API says it took
 * (Server-Timing). It also says how long the call records took to arrive after the last call.
 * Then the same rates with the API's answers replayed from memory (`replayingApi`): what Kamailio
 * and SIPp alone sustain on this machine, the ceiling the API's share is measured against.
 *
 * It only prints: no thresholds, figures depend on the machine. Without Kamailio and SIPp it says
 * so and prints nothing else.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints as ep } from '@switchboard/contract';
import { startTestServer } from '../src/testing.js';
import { giveCredit } from '../test/money.js';
import { freeUdpPort, missingSipTools, sipp, startSwitch } from '../test/support/sip.js';
import { callingAccount, PHONE_PASSWORD } from '../test/support/sip-account.js';
import { postgresUrl, reachable } from './harness.js';

/** BENCH_SWITCH_RATES=200,300 measures only those. */
const RATES = (process.env.BENCH_SWITCH_RATES ?? '50,100,200,300').split(',').map(Number);
const SECONDS = 10;
const PROBES_PER_SECOND = 20;

const missing = missingSipTools();
if (missing) {
  console.log(`switch calls: SKIPPED (needs ${missing} from Debian's packages)`);
  process.exit(0);
}

const url = postgresUrl();
const onPostgres = await reachable(url);
const server = await startTestServer({ database: onPostgres ? { url } : 'pglite' });
const account = await callingAccount(server);
await giveCredit(server.db, account.owner.accountId, 100_000_000);
const sw = await startSwitch(server.url, account.switchToken, 16);
const gateway = await sipp({
  scenario: 'answer',
  port: account.cheap.port,
  calls: 1_000_000,
  timeout: 600,
  trace: false,
  retransmit: true,
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** Asks decisions beside the load until `stop`, timing each. */
async function probe(stop: () => boolean) {
  const waited: number[] = [];
  const took: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const reply = await fetch(`${server.url}${ep.switchDecision.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.switchToken}` },
      body: JSON.stringify({ direction: 'outbound', calling_number: '101', called_number: '00442071234567' }),
    });
    await reply.text();
    waited.push(performance.now() - started);
    const app = /app;dur=([\d.]+)/.exec(reply.headers.get('server-timing') ?? '');
    if (app) took.push(Number(app[1]));
    await new Promise((resolve) => setTimeout(resolve, 1000 / PROBES_PER_SECOND));
  }
  return { waited, took };
}

const recordCount = async () =>
  (
    (await account.call(ep.listCallRecords, { token: account.token, body: { per_page: 1 } })).body as {
      total: number;
    }
  ).total;

/**
 * The API's answers replayed: auth and decisions forwarded once per distinct request and then
 * answered from memory, events and registrations answered at once and not stored. Kamailio asking
 * it shows what the switch and SIPp alone sustain on this machine.
 */
async function replayingApi(api: string) {
  const answers = new Map<string, Promise<{ status: number; body: string }>>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      const path = req.url ?? '/';
      if (path !== ep.switchAuth.path && path !== ep.switchDecision.path) {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
        return;
      }
      const key = `${path} ${body}`;
      let answer = answers.get(key);
      if (!answer) {
        answer = fetch(api + path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: req.headers.authorization ?? '' },
          body,
        }).then(async (reply) => ({ status: reply.status, body: await reply.text() }));
        answers.set(key, answer);
      }
      const { status, body: text } = await answer;
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Places `rate` calls a second for SECONDS through the switch on `port`; answers its figures. */
async function placeCalls(port: number, rate: number) {
  const calls = rate * SECONDS;
  const started = performance.now();
  const run = await sipp({
    scenario: 'call',
    to: port,
    port: await freeUdpPort(),
    service: '00442071234567',
    calls,
    rate,
    pause: 100,
    auth: { username: '101', password: PHONE_PASSWORD },
    keys: { domain: account.domain, ext: '101' },
    // A call not done 30 s after the last was placed counts as failed, not as a slow second.
    timeout: SECONDS + 30,
    trace: false,
    retransmit: true,
  });
  const result = await run.done;
  const seconds = (performance.now() - started) / 1000;
  const successful = Number(/Successful call\s*\|\s*\d+\s*\|\s*(\d+)/.exec(result.output)?.[1] ?? 0);
  const failed = Number(/Failed call\s*\|\s*\d+\s*\|\s*(\d+)/.exec(result.output)?.[1] ?? calls);
  return { successful, failed, perSecond: successful / seconds };
}

console.log(
  `switch calls (${onPostgres ? 'PostgreSQL' : 'PGlite'}, one API process, Kamailio with 16 workers):`,
);
console.log('offered/s | setups/s | failed | decision waited p50 / p99 ms | API p50 / p99 ms | records in');
let expected = 0;
for (const rate of RATES) {
  let done = false;
  const probing = probe(() => done);
  const { successful, failed, perSecond } = await placeCalls(sw.port, rate);
  done = true;
  const { waited, took } = await probing;
  expected += successful;
  const drain = performance.now();
  while ((await recordCount()) < expected && performance.now() - drain < 60_000)
    await new Promise((resolve) => setTimeout(resolve, 250));
  console.log(
    [
      String(rate).padStart(9),
      perSecond.toFixed(1).padStart(8),
      String(failed).padStart(6),
      `${percentile(waited, 50).toFixed(1)} / ${percentile(waited, 99).toFixed(1)}`.padStart(29),
      `${percentile(took, 50).toFixed(1)} / ${percentile(took, 99).toFixed(1)}`.padStart(16),
      `${((performance.now() - drain) / 1000).toFixed(1)} s`.padStart(10),
    ].join(' | '),
  );
}
await sw.stop();

const replay = await replayingApi(server.url);
const alone = await startSwitch(replay.url, account.switchToken, 16);
console.log("the switch and SIPp alone (the API's answers replayed at once, events not stored):");
console.log('offered/s | setups/s | failed');
for (const rate of RATES) {
  const { failed, perSecond } = await placeCalls(alone.port, rate);
  console.log(
    [String(rate).padStart(9), perSecond.toFixed(1).padStart(8), String(failed).padStart(6)].join(' | '),
  );
}

gateway.process.kill();
await alone.stop();
replay.close();
await server.close();
process.exit(0);
