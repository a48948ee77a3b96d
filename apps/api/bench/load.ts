/**
 * `pnpm bench:load [--users 200] [--seconds 60] [--sample 10]`: two API processes (src/main.ts, as
 * `pnpm start` runs it) on one PostgreSQL schema and one Redis, behind nothing but a round robin,
 * and `users` console users at once, each doing what a person at the console does with a pause of
 * 0.5–1.5 s between actions: lists, a detail, saves, a report page, the switch's call records, a
 * visitor's callback on the widget. Every `sample` seconds it prints each instance's memory and the
 * database's connections; at the end, per action, the count, p50, p99, errors (5xx or no answer)
 * and 429s, beside the goal (reads p99 ≤ 100 ms, no errors). A soak is the same run made long:
 * `--seconds 1800`; its samples show whether memory or connections grow.
 *
 * PostgreSQL: BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or the local one (a schema of its
 * own, dropped); Redis: BENCH_REDIS_URL, TEST_REDIS_URL or the local one. It only prints.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildPath, type Endpoint, endpoints as ep, type PathParams } from '@switchboard/contract';
import { appDuration } from '../src/middleware/server-timing.js';
import { type Instance, sharedStores, startInstance } from '../test/instance-process.js';
import { postgresUrl, reachable } from './harness.js';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    sample: { type: 'string', default: '10' },
  },
});
const USERS = Number(args.users);
const SECONDS = Number(args.seconds);
const SAMPLE_SECONDS = Number(args.sample);
const READ_GOAL_MS = 100;

interface Tally {
  read: boolean;
  /** What the caller waited, and what the app says it took (Server-Timing). */
  times: number[];
  appTimes: number[];
  errors: number;
  limited: number;
}
const tallies = new Map<string, Tally>();

function record(action: string, read: boolean, ms: number, answer: Answer) {
  let tally = tallies.get(action);
  if (!tally) {
    tally = { read, times: [], appTimes: [], errors: 0, limited: 0 };
    tallies.set(action, tally);
  }
  const { status, appMs } = answer;
  tally.times.push(ms);
  if (appMs !== null) tally.appTimes.push(appMs);
  if (status === 429) tally.limited++;
  else if (status === 0 || status >= 500) tally.errors++;
}

interface Answer {
  status: number;
  body: unknown;
  /** The app's own time for the answer, summed over an action's requests. */
  appMs: number | null;
}

type Call = <E extends Endpoint>(
  endpoint: E,
  options?: {
    params?: PathParams<E['path']>;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
  },
) => Promise<Answer>;

/** Calls an endpoint on the next instance in turn (a round robin), timing it under `action`. */
function caller(urls: readonly string[]) {
  let turn = 0;
  const call: Call = async (endpoint, options = {}) => {
    const base = urls[turn++ % urls.length] as string;
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const path = buildPath(endpoint.path, (options.params ?? {}) as PathParams<typeof endpoint.path>);
    try {
      const res = await fetch(base + path, {
        method: endpoint.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await res.text();
      return {
        status: res.status,
        body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
        appMs: appDuration(res.headers.get('server-timing')),
      };
    } catch {
      return { status: 0, body: null, appMs: null };
    }
  };
  return call;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

const pause = () => new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));

/** CPU seconds a process has used (user + system), from /proc. */
async function cpuSeconds(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

async function rssMb(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function main() {
  const database = postgresUrl();
  if (!(await reachable(database))) {
    console.log(`bench:load needs PostgreSQL (${database} does not answer): skipped`);
    return;
  }
  const redis = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  // Visitors come from many addresses (X-Forwarded-For), as through a load balancer.
  const stores = await sharedStores(database, redis, 'load', { TRUST_PROXY: '1' });
  const { env, admin } = stores;
  const runId = randomBytes(4).toString('hex');
  const instances: Instance[] = [];
  try {
    // One after the other: the first migrates and seeds the demo.
    instances.push(await startInstance(env));
    instances.push(await startInstance(env));
    const call = caller(instances.map((instance) => instance.url));
    const login = await call(ep.rootLogin, {
      body: { email: 'demo@switchboard.test', password: 'switchboard' },
    });
    const token = (login.body as { access_token: string }).access_token;
    const switchToken = ((await call(ep.rotateSwitchToken, { token, body: {} })).body as { token: string })
      .token;
    const [widget] = (await call(ep.listWidgets, { token })).body as { public_key: string }[];
    const users = (await call(ep.listPbxUsers, { token })).body as { id: number }[];
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

    let visitor = 0;
    let callSeq = 0;
    const actions: { name: string; read: boolean; weight: number; run: () => Promise<Answer> }[] = [
      { name: 'GET pbx users', read: true, weight: 14, run: () => call(ep.listPbxUsers, { token }) },
      { name: 'GET carriers', read: true, weight: 10, run: () => call(ep.listCarriers, { token }) },
      { name: 'GET queues', read: true, weight: 10, run: () => call(ep.listQueues, { token }) },
      { name: 'GET profile', read: true, weight: 10, run: () => call(ep.profile, { token }) },
      {
        name: 'GET pbx user',
        read: true,
        weight: 10,
        run: () => call(ep.getPbxUser, { token, params: { id: users[callSeq % users.length]?.id ?? 1 } }),
      },
      {
        name: 'POST call report',
        read: true,
        weight: 10,
        run: () => call(ep.callReport, { token, body: { tab: 'incoming', from: monthAgo, to: today } }),
      },
      {
        name: 'save blacklist',
        read: false,
        weight: 8,
        run: async () => {
          const number = `+4420${String(callSeq++).padStart(8, '0')}${randomBytes(1).readUInt8()}`;
          const created = await call(ep.createBlacklistEntry, {
            token,
            body: { number, direction: 'inbound' },
          });
          const id = (created.body as { id?: number }).id;
          if (!id) return created;
          const deleted = await call(ep.deleteBlacklistEntry, { token, params: { id } });
          const appMs =
            created.appMs === null || deleted.appMs === null ? null : created.appMs + deleted.appMs;
          return { ...deleted, appMs };
        },
      },
      {
        name: 'POST call records (10)',
        read: false,
        weight: 6,
        run: () => {
          const at = Date.now() - 3_600_000;
          const records = Array.from({ length: 10 }, (_, i) => ({
            call_id: `load-${runId}-${callSeq++}-${i}`,
            calltype: 'inbound',
            calling_number: '35924001122',
            called_number: '35929990001',
            callstart: new Date(at).toISOString(),
            callstop: new Date(at + 20_000).toISOString(),
            dialstatus: 'busy',
            duration: 20,
          }));
          return call(ep.ingestCallRecords, { token: switchToken, body: { records } });
        },
      },
      {
        name: 'POST visitor callback',
        read: false,
        weight: 2,
        run: () => {
          const n = visitor++;
          return call(ep.widgetCallback, {
            params: { publicKey: widget?.public_key ?? '' },
            headers: { 'X-Forwarded-For': `${11 + (n % 150)}.${Math.floor(n / 150) % 256}.9.7` },
            body: { name: 'Load Visitor', phone: '+359888123456', terms: true, contact_id: 'sofia-office' },
          });
        },
      },
    ];
    const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);
    const pick = () => {
      let roll = Math.random() * totalWeight;
      for (const action of actions) {
        roll -= action.weight;
        if (roll < 0) return action;
      }
      return actions[0] as (typeof actions)[number];
    };

    console.log(
      `bench:load: ${USERS} users for ${SECONDS} s on 2 instances (PostgreSQL ${new URL(database).host}, Redis), a pause of 0.5–1.5 s between actions`,
    );
    const ends = Date.now() + SECONDS * 1000;
    const cpuAtStart = await Promise.all(instances.map((instance) => cpuSeconds(instance.process.pid)));
    const generatorCpuAtStart = process.cpuUsage();
    const generatorLag = monitorEventLoopDelay({ resolution: 10 });
    generatorLag.enable();
    const sampler = setInterval(async () => {
      const rss = await Promise.all(instances.map((instance) => rssMb(instance.process.pid)));
      const { rows } = await admin.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = current_database()',
      );
      const done = [...tallies.values()].reduce((sum, tally) => sum + tally.times.length, 0);
      console.log(
        `  t=${Math.round((Date.now() - (ends - SECONDS * 1000)) / 1000)} s  RSS ${rss.join(' / ')} MB  connections ${rows[0]?.n}  requests ${done}  load ${loadavg()[0]?.toFixed(2)}`,
      );
    }, SAMPLE_SECONDS * 1000);
    await Promise.all(
      Array.from({ length: USERS }, async () => {
        await pause();
        while (Date.now() < ends) {
          const action = pick();
          const started = performance.now();
          const answer = await action.run();
          record(action.name, action.read, performance.now() - started, answer);
          await pause();
        }
      }),
    );
    clearInterval(sampler);
    generatorLag.disable();
    const instanceCpu = await Promise.all(
      instances.map(async (instance, i) => (await cpuSeconds(instance.process.pid)) - (cpuAtStart[i] ?? 0)),
    );
    const generatorCpu = process.cpuUsage(generatorCpuAtStart);

    console.log(
      `\n${'action'.padEnd(24)} ${'count'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'app p50'.padStart(8)} ${'app p99'.padStart(8)} errors   429`,
    );
    let readsOk = true;
    let errors = 0;
    for (const [name, tally] of tallies) {
      const sorted = [...tally.times].sort((a, b) => a - b);
      const app = [...tally.appTimes].sort((a, b) => a - b);
      const p99 = percentile(sorted, 99);
      if (tally.read && p99 > READ_GOAL_MS) readsOk = false;
      errors += tally.errors;
      console.log(
        `${name.padEnd(24)} ${String(sorted.length).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)} ${percentile(app, 50).toFixed(1).padStart(8)} ${percentile(app, 99).toFixed(1).padStart(8)} ${String(tally.errors).padStart(6)} ${String(tally.limited).padStart(5)}`,
      );
    }
    const share = (seconds: number) => `${Math.round((100 * seconds) / SECONDS)}%`;
    console.log(
      `\nwhere the time goes: 'app' is the API's own time (Server-Timing); the rest of a wait is the request queued for a CPU or in the network. CPU over the run: instances ${instanceCpu.map(share).join(' / ')}, load generator ${share((generatorCpu.user + generatorCpu.system) / 1e6)} of one core (${cpus().length} cores in all); the generator's own event loop delay p99 ${(generatorLag.percentile(99) / 1e6).toFixed(1)} ms (it adds to every wait it measures).`,
    );
    console.log(
      `goal: reads p99 ≤ ${READ_GOAL_MS} ms (${readsOk ? 'met' : 'not met'}), 0 errors (${errors === 0 ? 'met' : `${errors} errors`})`,
    );
  } finally {
    for (const instance of instances) {
      instance.process.kill('SIGTERM');
      await instance.exited;
    }
    await stores.close();
  }
}

await main();
