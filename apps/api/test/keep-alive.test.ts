/** A refused oversized body must not leave its kept-alive connection hanging. */
import http from 'node:http';
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES } from '../src/middleware/body-limit.js';
import { startTestServer, type TestServer } from '../src/testing.js';

let server: TestServer;
// One kept-alive socket, reused for every request the server lets it reuse.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  agent.destroy();
  await server?.close();
});

/** Sends a request through the agent; rejects when no answer arrives within 5 s. */
function send(method: string, path: string, body?: Buffer, chunked = false) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    const req = http.request(
      `${server.url}${path}`,
      {
        method,
        agent,
        headers: body
          ? { 'Content-Type': 'application/json', ...(chunked ? {} : { 'Content-Length': body.length }) }
          : {},
        timeout: 5000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            connection: res.headers.connection,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 5 s`)));
    req.on('error', (error) => {
      // The server may close the socket before it has read the whole refused body.
      if ((error as NodeJS.ErrnoException).code !== 'EPIPE') reject(error);
    });
    if (chunked && body) {
      // Without Content-Length, in pieces: the limit is found while the body streams in.
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

describe('keep-alive after a 413', () => {
  it('keep_alive_after_413: the next request on the same connection is answered', async () => {
    for (const [size, chunked] of [
      [MAX_JSON_BYTES + 1, false],
      [4 * MAX_JSON_BYTES, false],
      [MAX_JSON_BYTES + 1, true],
      [4 * MAX_JSON_BYTES, true],
    ] as const) {
      const refused = await send('POST', '/admin/root-login', Buffer.alloc(size, 'a'), chunked);
      expect([refused.status, JSON.parse(refused.body)]).toEqual([
        413,
        { message: 'The request body is too large.' },
      ]);
      const next = await send('GET', ep.timezones.path);
      expect(next.status).toBe(200);
    }
  });
});

describe('a refused body of a declared length', () => {
  it('is read to its end before the 413, so a client still sending gets the answer, not a reset', async () => {
    const body = new Uint8Array(8 * 1024 * 1024).fill(97);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${server.url}/admin/root-login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        }).then(
          async (res) =>
            `${res.status} ${res.headers.get('connection') ?? ''} ${((await res.json()) as { message: string }).message}`,
          (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
        ),
      ),
    );
    expect(new Set(outcomes)).toEqual(new Set(['413 keep-alive The request body is too large.']));
  });
});
