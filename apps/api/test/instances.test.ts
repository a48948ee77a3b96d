/**
 * Two API processes (src/main.ts, as `pnpm start` runs it) on one PostgreSQL schema and one Redis,
 * as behind a load balancer: a widget saved through one is served changed by the other within a
 * second (PostgreSQL notifications, widgets/cache-sync.ts), rate limits count both together
 * (Redis), and SIGTERM drains: a request in flight is answered, new connections are refused, the
 * process exits 0; a third instance killed outright leaves its session and writes served by the
 * others. Everything waits on what the processes print or answer, never on a fixed time.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import { buildPath, endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './http.js';
import { type Instance, type SharedStores, sharedStores, startInstance } from './instance-process.js';

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;

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
    let stores: SharedStores;
    let one: Instance;
    let two: Instance;
    let token: string;
    let env: NodeJS.ProcessEnv;

    beforeAll(async () => {
      stores = await sharedStores(postgres as string, redis as string, 'instances');
      env = stores.env;
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
      await stores?.close();
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

    it('when an instance is killed outright, the other serves its session and its writes', async () => {
      const three = await startInstance(env);
      const login = await client(three.url)(ep.rootLogin, {
        body: { email: 'demo@switchboard.test', password: 'switchboard' },
      });
      expect(login.status).toBe(200);
      const session = login.body.access_token as string;
      const number = `+35921${randomBytes(3).readUIntBE(0, 3).toString().padStart(8, '0')}`;
      const saved = await client(three.url)(ep.createBlacklistEntry, {
        token: session,
        body: { number, direction: 'inbound' },
      });
      expect(saved.status).toBe(201);
      three.process.kill('SIGKILL');
      expect(await three.exited).toBeNull();

      const survivor = client(one.url);
      expect((await survivor(ep.me, { token: session })).status).toBe(200);
      const list = await survivor(ep.listBlacklistEntries, { token: session });
      expect(list.body.map((row: { number: string }) => row.number)).toContain(number);
    });
  },
);
