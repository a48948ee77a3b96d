/**
 * PostgreSQL going away under writes and coming back, through a TCP proxy the test cuts: while it
 * is down the API answers 503 with Retry-After (not 500, and the process stays up); once it is back
 * the pool connects again by itself; every write answered 201 is stored, none twice.
 */
import net from 'node:net';
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';

const postgres = process.env.TEST_DATABASE_URL;

/** A TCP relay to PostgreSQL that can drop every connection and refuse new ones, then let them in again. */
function cuttableProxy(target: URL) {
  let open = true;
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((inbound) => {
    if (!open) {
      inbound.destroy();
      return;
    }
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        relay.listen(0, '127.0.0.1', () => resolve((relay.address() as net.AddressInfo).port)),
      ),
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

describe.skipIf(!postgres)('PostgreSQL going away and coming back', () => {
  let proxy: ReturnType<typeof cuttableProxy>;
  let server: TestServer;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    const target = new URL(postgres as string);
    proxy = cuttableProxy(target);
    const port = await proxy.listen();
    const through = new URL(target);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    server = await startTestServer({ database: { url: through.toString() } });
    call = client(server.url);
  });
  afterAll(async () => {
    proxy?.restore();
    await server?.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After while it is down, recovers by itself, and loses no acknowledged write', async () => {
    const owner = await server.createAccount();
    const token = owner.tokens.access_token;
    const acknowledged: string[] = [];
    const write = async (n: number) => {
      const number = `+3592000${String(n).padStart(4, '0')}`;
      const reply = await call(ep.createBlacklistEntry, { token, body: { number, direction: 'inbound' } });
      if (reply.status === 201) acknowledged.push(number);
      return reply;
    };

    for (let n = 0; n < 5; n++) expect((await write(n)).status).toBe(201);

    proxy.cut();
    const during = await Promise.all([5, 6, 7].map(write));
    for (const reply of during) {
      expect(reply.status).toBe(503);
      expect(reply.headers.get('retry-after')).toBe('5');
      expect(reply.body.message).toMatch(/briefly unavailable/);
    }

    proxy.restore();
    for (let n = 8; n < 13; n++) expect((await write(n)).status).toBe(201);

    const stored = (await call(ep.listBlacklistEntries, { token })).body as { number: string }[];
    expect(stored.map((row) => row.number).sort()).toEqual([...acknowledged].sort());
    expect(acknowledged).toHaveLength(10);
  });
});
