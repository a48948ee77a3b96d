/**
 * Nothing acknowledged is lost: the production entry (src/main.ts) in a child process takes 200
 * concurrent senders — widget visitor requests, and one sender in ten posting the switch's
 * call-record batches —; half way through it is killed with SIGKILL (no shutdown, no flush) and
 * started again on the same database, while the load goes on. Every visitor request answered 201 and
 * every call of a batch answered 200 must then be stored exactly once. On PGlite (a data folder) and
 * on PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints as ep } from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { callRecords, visitorRequests } from '../src/db/schema.js';
import { client } from './http.js';

/** How long the load runs in all; the kill comes half way. */
const SECONDS = Number(process.env.CRASH_TEST_SECONDS ?? 60);
const CONCURRENCY = 200;
/** Each widget takes 600 visitor requests an hour: enough widgets that the load is mostly stored. */
const WIDGETS = 24;
/** One sender in this many posts call-record batches (of BATCH calls) instead of visitor requests. */
const CALL_SENDER_EVERY = 10;
const BATCH = 3;
const apiDir = path.resolve(import.meta.dirname, '..');
const postgresUrl = process.env.TEST_DATABASE_URL;

let dataDir: string;
let schema: string | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-crash-'));
  if (postgresUrl) {
    schema = `crash_${process.pid}_${Date.now().toString(36)}`;
    await onPostgres((db) => db.query(`create schema "${schema}"`));
  }
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  if (postgresUrl && schema) await onPostgres((db) => db.query(`drop schema if exists "${schema}" cascade`));
});

async function onPostgres<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: postgresUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Api {
  url: string;
  process: ChildProcess;
}

/** The production entry on this test's database, once its /healthz says it is ready. */
async function startApi(): Promise<Api> {
  const port = await freePort();
  const databaseUrl =
    postgresUrl && schema
      ? `${postgresUrl}${postgresUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
      : undefined;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/healthz`).then(
      (reply) => reply.status === 200,
      () => false,
    );
    if (ok) return { url, process: child };
    await sleep(100);
  }
}

function killHard(api: Api) {
  return new Promise<void>((resolve) => {
    api.process.once('exit', () => resolve());
    api.process.kill('SIGKILL');
  });
}

const CONTACTS = [
  {
    id: 'office',
    mainSettings: {
      title: 'Office',
      email: 'office@example.test',
      phoneNumber: '+35929990001',
      contactOptions: { phoneCalls: true, requestCallback: true, chat: true, email: true, videoCalls: false },
    },
    address: { country: 'Bulgaria', state: 'Sofia', street: 'Main street 1', postCode: '1000' },
    departments: [],
  },
];

/**
 * The demo owner's new widgets' public keys (the demo seed runs on a new database) and a switch
 * token of the account, for the call-record batches.
 */
async function setUp(url: string): Promise<{ keys: string[]; switchToken: string }> {
  const call = client(url);
  const login = await call(ep.rootLogin, {
    body: { email: 'demo@switchboard.test', password: 'switchboard' },
  });
  expect(login.status).toBe(200);
  const rotated = await call(ep.rotateSwitchToken, { token: login.body.access_token, body: {} });
  expect(rotated.status).toBe(201);
  const keys: string[] = [];
  for (let i = 0; i < WIDGETS; i++) {
    const reply = await call(ep.createWidget, {
      token: login.body.access_token,
      body: { name: `Load ${i}`, contacts: CONTACTS },
    });
    expect(reply.status).toBe(201);
    keys.push(reply.body.public_key);
  }
  return { keys, switchToken: rotated.body.token };
}

/** A call of a batch: a busy leg costs nothing, so the load never runs into the balance. */
const busyLeg = (callId: string) => ({
  call_id: callId,
  calltype: 'inbound',
  calling_number: '35924001122',
  called_number: '35929990001',
  callstart: '2026-03-10T09:00:00Z',
  callstop: '2026-03-10T09:00:20Z',
  dialstatus: 'busy',
  duration: 20,
});

/** The markers of the stored messages and the stored calls' ids, read once the API is stopped. */
async function storedMarkers(): Promise<{ messages: string[]; calls: string[] }> {
  const handle =
    postgresUrl && schema
      ? await openDatabase({ url: postgresUrl, searchPath: schema })
      : await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const marker = sql<string>`${visitorRequests.payload}->>'message'`;
  try {
    const rows = await handle.db
      .select({ marker })
      .from(visitorRequests)
      .where(sql`${marker} like 'crash %'`);
    const calls = await handle.db
      .select({ callId: callRecords.callId })
      .from(callRecords)
      .where(sql`${callRecords.callId} like 'crash-%'`);
    return { messages: rows.map((row) => row.marker), calls: calls.map((row) => row.callId) };
  } finally {
    await handle.close();
  }
}

describe('a SIGKILL in the middle of the load', () => {
  it('loses and doubles nothing that was acknowledged', { timeout: (SECONDS + 240) * 1000 }, async () => {
    let api = await startApi();
    const { keys, switchToken } = await setUp(api.url);
    const acknowledged: string[] = [];
    const acknowledgedCalls: string[] = [];
    // Acknowledgements by the second process: the load really went on across the restart.
    let restarted = false;
    let afterRestart = 0;
    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    let deadline = Date.now() + SECONDS * 1000;
    let sent = 0;

    const batches = async () => {
      while (!restarted || Date.now() < deadline) {
        const ids = Array.from({ length: BATCH }, (_, i) => `crash-${sent}-${i}`);
        sent++;
        try {
          const reply = await fetch(`${api.url}${ep.ingestCallRecords.path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${switchToken}` },
            body: JSON.stringify({ records: ids.map(busyLeg) }),
          });
          await reply.arrayBuffer();
          count(`batch ${reply.status}`);
          if (reply.status === 200) {
            acknowledgedCalls.push(...ids);
            if (restarted) afterRestart++;
          }
        } catch {
          count('connection failed');
          await sleep(50);
        }
      }
    };

    const worker = async (w: number) => {
      if (w % CALL_SENDER_EVERY === 0) return batches();
      while (!restarted || Date.now() < deadline) {
        const n = sent++;
        const marker = `crash ${n}`;
        try {
          const reply = await fetch(`${api.url}/public/widget/${keys[n % keys.length]}/message`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'X-Forwarded-For': `10.${w % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
            },
            body: JSON.stringify({
              name: 'Load',
              email: 'load@visitor.test',
              message: marker,
              terms: 'on',
              contact_id: 'office',
            }),
          });
          await reply.arrayBuffer();
          count(String(reply.status));
          if (reply.status === 201) {
            acknowledged.push(marker);
            if (restarted) afterRestart++;
          }
        } catch {
          count('connection failed');
          await sleep(50);
        }
      }
    };

    const load = Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
    await sleep((SECONDS * 1000) / 2);
    await killHard(api);
    api = await startApi();
    restarted = true;
    // However long the restart took on a busy machine, the load goes on for half the time after it.
    deadline = Math.max(deadline, Date.now() + (SECONDS * 1000) / 2);
    await load;
    await killHard(api);

    const stored = await storedMarkers();
    const check = (what: string, acked: string[], kept: string[]) => {
      const times = new Map<string, number>();
      for (const key of kept) times.set(key, (times.get(key) ?? 0) + 1);
      const lost = acked.filter((key) => !times.has(key));
      const doubled = [...times].filter(([, n]) => n > 1);
      console.log(
        `crash test (${postgresUrl ? 'PostgreSQL' : 'PGlite'}), ${what}: ${acked.length} acknowledged, ` +
          `${kept.length} stored, ${lost.length} lost, ${doubled.length} doubled`,
      );
      return { lost, doubled };
    };
    console.log(
      `crash test: ${sent} sent, answers ${JSON.stringify(Object.fromEntries(statuses))}, ` +
        `${afterRestart} acknowledged after the restart`,
    );
    const messages = check('visitor requests', acknowledged, stored.messages);
    const calls = check('calls in batches', acknowledgedCalls, stored.calls);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledgedCalls.length).toBeGreaterThan(0);
    expect(afterRestart).toBeGreaterThan(0);
    expect(statuses.get('connection failed') ?? 0).toBeGreaterThan(0);
    expect(messages).toEqual({ lost: [], doubled: [] });
    expect(calls).toEqual({ lost: [], doubled: [] });
  });
});
