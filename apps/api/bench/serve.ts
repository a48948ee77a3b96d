/**
 * The bench's servers, in a process of their own so autocannon (in the parent) does not share their
 * event loop: the API on a fresh database with one account and 100 users, and a raw node:http
 * server answering the same bytes. Prints one JSON line `{ apiUrl, rawUrl, token, bytes }` when
 * ready; stops when stdin closes. BENCH_SERVE_DATABASE_URL picks PostgreSQL, else PGlite.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints as ep } from '@switchboard/contract';
import { startTestServer } from '../src/testing.js';
import { serveBench } from './harness.js';

const url = process.env.BENCH_SERVE_DATABASE_URL;
const server = await startTestServer({ database: url ? { url } : 'pglite' });
const owner = await server.createAccount({ name: 'Bench Owner' });
for (let i = 0; i < 100; i++) {
  await server.createPbxUser(owner.accountId, { username: `user${String(i).padStart(3, '0')}` });
}

const headers = { Authorization: `Bearer ${owner.tokens.access_token}` };
const res = await fetch(server.url + ep.listPbxUsers.path, { headers });
const body = Buffer.from(await res.arrayBuffer());
const users = JSON.parse(body.toString('utf8')) as unknown[];
if (res.status !== 200 || users.length !== 100) throw new Error(`unexpected answer ${res.status}`);

const raw = createServer((_req, reply) => {
  reply.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
  reply.end(body);
});
await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}${ep.listPbxUsers.path}`;

serveBench(
  {
    apiUrl: server.url + ep.listPbxUsers.path,
    rawUrl,
    token: owner.tokens.access_token,
    bytes: body.length,
    database: server.kind,
  },
  async () => {
    raw.close();
    await server.close();
  },
);
