/**
 * `pnpm simulate:calls [--rate 30] [--duration 60] [--base-url http://localhost:8080]`: logs in as
 * the demo owner of a running `npm start`, creates an API key scoped `calls:events` and rotates the
 * switch token (the demo's switch is this script), then drives calls through them (src/calls/simulate.ts).
 * Another account: --email and --password.
 */
import { parseArgs } from 'node:util';
import { endpoints as ep } from '@switchboard/contract';
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

const login = await call(ep.rootLogin.path, { email: values.email, password: values.password });
const access = String(login.access_token ?? '');
if (!access) throw new Error('The login answered no access token (two-factor on?)');
const key = await call(
  ep.createApiKey.path,
  { name: `Call simulator ${new Date().toISOString()}`, scopes: ['calls:events'] },
  access,
);
const switchToken = await call(ep.rotateSwitchToken.path, {}, access);
const result = await simulateCalls({
  baseUrl,
  apiKey: String(key.api_key),
  switchToken: String(switchToken.token),
  ratePerMinute: Number(values.rate),
  durationSeconds: Number(values.duration),
  seed: Date.now() % 100_000,
  log: (line) => console.log(line),
});
if (result.refused > 0) process.exitCode = 1;
