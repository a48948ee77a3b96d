/**
 * The widget bench's servers (bench/widget.ts and bench/assets.ts start this in a child process): the API on a fresh
 * database with one published widget of three offices, and a raw node:http server answering GET
 * /public/widget/:publicKey with the API's exact bytes and headers (304 to the matching
 * If-None-Match, as the API does). The API believes X-Forwarded-For (TRUST_PROXY), so each bench
 * visitor has its own per-IP bucket under the production limit; the per-widget limit (600 an hour)
 * is raised, else the bench would measure 429s. Prints one JSON line `{ apiUrl, rawUrl, … }`;
 * answers the stdin line `count` with `{ requests, mails }` (rows stored so far); stops when stdin
 * closes. BENCH_SERVE_DATABASE_URL picks PostgreSQL, else PGlite.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildPath, endpoints as ep } from '@switchboard/contract';
import { count } from 'drizzle-orm';
import { DEFAULT_CONSOLE_DIST, DEFAULT_WIDGET_DIST } from '../src/config.js';
import { outbox, visitorRequests } from '../src/db/schema.js';
import { startTestServer } from '../src/testing.js';
import { serveBench } from './harness.js';

const url = process.env.BENCH_SERVE_DATABASE_URL;
const server = await startTestServer({
  database: url ? { url } : 'pglite',
  // The built console and widget too, as `pnpm start` serves them (bench/assets.ts measures them).
  config: { trustProxy: true, consoleDist: DEFAULT_CONSOLE_DIST, widgetDist: DEFAULT_WIDGET_DIST },
  limits: { visitorPerWidget: { name: 'visitor-widget', capacity: 1_000_000_000, perSeconds: 60 * 60 } },
});
const owner = await server.createAccount({ name: 'Bench Owner' });

const options = { phoneCalls: true, requestCallback: true, chat: true, email: true, videoCalls: false };
const office = (id: string, title: string, departments: string[]) => ({
  id,
  mainSettings: {
    title,
    email: `${id}.office@example.test`,
    phoneNumber: '+35929990001',
    contactOptions: options,
  },
  address: { country: 'Bulgaria', state: title, street: `${title} street 1`, postCode: '1000' },
  departments: departments.map((name, i) => ({
    id: name.toLowerCase(),
    name,
    email: `${id}.${name.toLowerCase()}@example.test`,
    phoneNumber: `+3592999001${i}`,
    contactOptions: { ...options, videoCalls: true },
  })),
});
const created = await fetch(server.url + ep.createWidget.path, {
  method: ep.createWidget.method,
  headers: owner.headers,
  body: JSON.stringify({
    name: 'Bench shop',
    contacts: [
      office('sofia', 'Sofia office', ['Sales', 'Support']),
      office('berlin', 'Berlin office', ['Sales']),
      office('madrid', 'Madrid office', ['Sales', 'Support', 'Billing']),
    ],
  }),
});
if (created.status !== 201) throw new Error(`widget not created: ${created.status} ${await created.text()}`);
const { public_key: publicKey } = (await created.json()) as { public_key: string };

// What the API answers, fresh and revalidated: the raw server repeats it byte for byte.
const configPath = buildPath(ep.widgetPublicConfig.path, { publicKey });
// As autocannon asks (no Accept-Encoding): the uncompressed body (fetch would ask for gzip).
const identity = { 'Accept-Encoding': 'identity' };
const fresh = await fetch(server.url + configPath, { headers: identity });
const body = Buffer.from(await fresh.arrayBuffer());
const etag = fresh.headers.get('etag') ?? '';
const revalidated = await fetch(server.url + configPath, { headers: { ...identity, 'If-None-Match': etag } });
if (fresh.status !== 200 || revalidated.status !== 304 || !etag)
  throw new Error(`unexpected answers ${fresh.status}, ${revalidated.status}`);

/** The API's headers minus those node:http writes itself. */
const copy = (headers: Headers) => {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name))
      out[name] = value;
  }
  return out;
};
const okHeaders = { ...copy(fresh.headers), 'content-length': String(body.length) };
const notModifiedHeaders = copy(revalidated.headers);
const raw = createServer((req, reply) => {
  if (req.headers['if-none-match'] === etag) {
    reply.writeHead(304, notModifiedHeaders);
    reply.end();
  } else {
    reply.writeHead(200, okHeaders);
    reply.end(body);
  }
});
await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;

const rows = async (table: typeof visitorRequests | typeof outbox) =>
  (await server.db.select({ n: count() }).from(table))[0]?.n ?? 0;

serveBench(
  {
    apiUrl: server.url,
    rawUrl,
    configPath,
    publicKey,
    etag,
    bytes: body.length,
    headers: Object.keys(okHeaders).length,
    database: server.kind,
  },
  async () => {
    raw.close();
    await server.close();
  },
  { count: async () => ({ requests: await rows(visitorRequests), mails: await rows(outbox) }) },
);
