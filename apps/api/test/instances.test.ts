/**
 * Two API processes (src/main.ts, as `pnpm start` runs it) on one PostgreSQL schema and one Redis,
 * as behind a load balancer: a widget saved through one is served changed by the other within a
 * second (PostgreSQL notifications, widgets/cache-sync.ts), rate limits count both together
 * (Redis), and SIGTERM drains: a request in flight is answered, new connections are refused, the
 * process exits 0. Everything waits on what the processes print or answer, never on a fixed time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildPath, endpoints as ep } from '@switchboard/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './http.js';

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
const API_DIR = path.resolve(import.meta.dirname, '..');

interface Instance {
  url: string;
  process: ChildProcess;
  /** Resolves with the first line printed from now on that matches. */
  line(pattern: RegExp): Promise<string>;
  exited: Promise<number | null>;
}

/** Starts `node src/main.ts` and resolves once it prints that it is ready. */
async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
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

/**
 * A POST that sends its headers now (`Expect: 100-continue`) and its body when told: `continued`
 * settles once the server has read the headers and asks for the body (the request is in flight),
 * `answer` with the status of the answer.
 */
function slowPost(url: string, body: string) {
  const req = request(url, {
    method: 'POST',
    agent: false,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Expect: '100-continue',
    },
  });
  const continued = new Promise<void>((resolve, reject) => {
    req.once('continue', () => resolve());
    req.once('error', reject);
  });
  const answer = new Promise<number>((resolve, reject) => {
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
  });
  req.flushHeaders();
  return { continued, answer, finish: () => req.end(body) };
}

/** Whether a new TCP connection to `url` is accepted. */
const accepts = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const ready = Boolean(postgres && redis);

describe.skipIf(!ready)(
  `two API instances on one PostgreSQL and Redis${ready ? '' : ' (skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL, the postgres project)'}`,
  () => {
    const schema = `instances_${randomBytes(5).toString('hex')}`;
    let dataDir: string;
    let one: Instance;
    let two: Instance;
    let token: string;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: postgres });
      await admin.connect();
      await admin.query(`create schema "${schema}"`);
      await admin.end();
      dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-instances-'));
      const databaseUrl = new URL(postgres as string);
      databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
      const env = {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redis,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
      };
      // One after the other: the first migrates and seeds the demo, the second finds them done.
      one = await startInstance(env);
      two = await startInstance(env);
      const login = await client(one.url)(ep.rootLogin, {
        body: { email: 'demo@switchboard.test', password: 'switchboard' },
      });
      expect(login.status).toBe(200);
      token = login.body.access_token;
    });

    afterAll(async () => {
      for (const instance of [one, two]) {
        if (instance && instance.process.exitCode === null) {
          instance.process.kill('SIGTERM');
          await instance.exited;
        }
      }
      const admin = new pg.Client({ connectionString: postgres });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('serves a widget saved on one instance changed from the other within a second', async () => {
      const created = await client(one.url)(ep.createWidget, { token, body: { name: 'Before' } });
      expect(created.status).toBe(201);
      const { id, public_key: publicKey } = created.body;
      const configUrl = two.url + buildPath(ep.widgetPublicConfig.path, { publicKey });
      const served = async () => ((await (await fetch(configUrl)).json()) as { name?: string }).name;
      // Instance two now holds the widget in its cache (for 60 s, unless told of a save).
      expect(await served()).toBe('Before');

      const saved = await client(one.url)(ep.updateWidget, {
        token,
        params: { id },
        body: { name: 'After' },
      });
      expect(saved.status).toBe(200);
      const savedAt = performance.now();
      let name = await served();
      while (name === 'Before' && performance.now() - savedAt < 1000) name = await served();
      expect(name).toBe('After');
    });

    it('counts rate limits across both instances (Redis)', async () => {
      const email = `nobody-${randomBytes(4).toString('hex')}@example.test`;
      const attempt = (url: string) =>
        client(url)(ep.rootLogin, { body: { email, password: 'wrong password' } });
      // The login limit is 10 per minute per address and email: 5 on each instance, then refused on both.
      for (let i = 0; i < 10; i++) expect((await attempt(i % 2 === 0 ? one.url : two.url)).status).toBe(401);
      expect((await attempt(one.url)).status).toBe(429);
      expect((await attempt(two.url)).status).toBe(429);
    });

    it('on SIGTERM answers the request in flight, refuses new connections and exits 0', async () => {
      // A login nobody has tried yet (a fresh rate-limit bucket): answered 401 once its body is in.
      const email = `late-${randomBytes(4).toString('hex')}@example.test`;
      const body = JSON.stringify({ email, password: 'wrong password' });
      const slow = slowPost(two.url + ep.rootLogin.path, body);
      await slow.continued;
      const closing = two.line(/SIGTERM: no longer accepting connections/);
      two.process.kill('SIGTERM');
      await closing;
      expect(await accepts(two.url)).toBe(false);
      expect(two.process.exitCode).toBeNull();

      slow.finish();
      expect(await slow.answer).toBe(401);
      expect(await two.exited).toBe(0);
      // The other instance serves on.
      expect((await fetch(`${one.url}/healthz`)).status).toBe(200);
    });
  },
);
