/**
 * An API process as `pnpm start` runs it (src/main.ts under tsx), for the tests and benches that
 * need real processes: several instances on one database, a kill, a restart.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { endpoints as ep } from '@switchboard/contract';
import pg from 'pg';

const API_DIR = path.resolve(import.meta.dirname, '..');

export interface Instance {
  url: string;
  process: ChildProcess;
  /** Resolves with the first line printed from now on that matches. */
  line(pattern: RegExp): Promise<string>;
  exited: Promise<number | null>;
}

/** Starts `node src/main.ts` and resolves once it prints that it is ready. */
export async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream as NodeJS.ReadableStream }).on('line', (text) => {
      output.push(text);
      for (const waiter of [...waiting]) {
        if (waiter.pattern.test(text)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(text);
        }
      }
    });
  }
  const line = (pattern: RegExp) =>
    Promise.race([
      new Promise<string>((resolve) => waiting.push({ pattern, resolve })),
      exited.then((code) => {
        throw new Error(`instance exited (${code}) before printing ${pattern}:\n${output.join('\n')}`);
      }),
    ]);
  const ready = await line(/Switchboard API ready on (http:\/\/\S+)/);
  const url = /ready on (http:\/\/\S+)/.exec(ready)?.[1] ?? '';
  return { url, process: child, line, exited };
}

export interface SharedStores {
  /** The environment every instance starts with. */
  env: NodeJS.ProcessEnv;
  /** A connection beside the instances' (to look at the database while they run). */
  admin: pg.Client;
  /** Drops the schema, removes the data folder and closes `admin`. */
  close(): Promise<void>;
}

/**
 * Where instances behind one load balancer meet: a PostgreSQL schema of their own (named after
 * `name`), Redis, and one data folder; `extra` adds to their environment.
 */
export async function sharedStores(
  postgres: string,
  redis: string,
  name: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<SharedStores> {
  const schema = `${name}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const dataDir = await mkdtemp(path.join(tmpdir(), `switchboard-${name}-`));
  const databaseUrl = new URL(postgres);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redis,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...extra,
    },
    admin,
    async close() {
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface InstancePair {
  stores: SharedStores;
  one: Instance;
  two: Instance;
  /** The demo owner's access token (the first instance seeded the demo). */
  token: string;
  /** Stops whichever instance still runs, then drops the shared stores. */
  close(): Promise<void>;
}

/**
 * Two instances behind one load balancer on `sharedStores(…, name)`, started one after the other
 * (the first migrates and seeds the demo, the second finds them done), logged in as the demo owner.
 */
export async function startPair(postgres: string, redis: string, name: string): Promise<InstancePair> {
  const stores = await sharedStores(postgres, redis, name);
  const one = await startInstance(stores.env);
  const two = await startInstance(stores.env);
  const login = await fetch(`${one.url}${ep.rootLogin.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@switchboard.test', password: 'switchboard' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return {
    stores,
    one,
    two,
    token,
    async close() {
      for (const instance of [one, two]) {
        if (instance.process.exitCode === null) {
          instance.process.kill('SIGTERM');
          await instance.exited;
        }
      }
      await stores.close();
    },
  };
}
