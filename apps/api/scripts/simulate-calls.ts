/**
 * `pnpm simulate:calls [--rate 30] [--duration 60] [--base-url http://localhost:8080]`: logs in as
 * the demo owner of a running `npm start`, creates an API key scoped `calls:events` and rotates the
 * switch token (the demo's switch is this script), then drives calls through them (src/calls/simulate.ts).
 * The queue's agents (the Support queue's members, from its wallboard) register and answer its
 * queued calls; --queue names another queue. Another account: --email and --password.
 */
import { parseArgs } from 'node:util';
import { buildPath, endpoints as ep, type Wallboard } from '@switchboard/contract';
import { simulateCalls } from '../src/calls/simulate.js';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '30' },
    duration: { type: 'string', default: '60' },
    'base-url': {
      type: 'string',
      default: process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`,
    },
    email: { type: 'string', default: 'demo@switchboard.test' },
    password: { type: 'string', default: 'switchboard' },
    queue: { type: 'string', default: 'Support' },
  },
});
const baseUrl = values['base-url'];

async function call(path: string, body: unknown, token?: string) {
  const res = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function get(path: string, token: string) {
  const res = await fetch(new URL(path, baseUrl), { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

const login = await call(ep.rootLogin.path, { email: values.email, password: values.password });
const access = String(login.access_token ?? '');
if (!access) throw new Error('The login answered no access token (two-factor on?)');
const key = await call(
  ep.createApiKey.path,
  { name: `Call simulator ${new Date().toISOString()}`, scopes: ['calls:events'] },
  access,
);
const switchToken = await call(ep.rotateSwitchToken.path, {}, access);
// The queue's agents with an extension (none when the account has no such queue).
const queues = (await get(ep.listQueues.path, access)) as { id: number; name: string }[];
const queue = queues.find((q) => q.name === values.queue);
const agents = queue
  ? ((await get(buildPath(ep.wallboard.path, { id: queue.id }), access)) as Wallboard).agents.flatMap((a) =>
      a.extension ? [a.extension] : [],
    )
  : [];
console.log(
  `Queue ${values.queue}: ${queue ? `${agents.length} agents answering` : 'not found, calls queue unanswered'}`,
);
const result = await simulateCalls({
  queue: values.queue,
  agents,
  baseUrl,
  apiKey: String(key.api_key),
  switchToken: String(switchToken.token),
  ratePerMinute: Number(values.rate),
  durationSeconds: Number(values.duration),
  seed: Date.now() % 100_000,
  log: (line) => console.log(line),
});
if (result.refused > 0) process.exitCode = 1;
