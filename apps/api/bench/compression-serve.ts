/**
 * The compression bench's server (bench/compression.ts starts it in a child process): the API's
 * own security headers and JSON compression (threshold 0, so every size is compressed when asked)
 * in front of GET /json/:bytes, a list of PBX-user-like rows cut to about that many bytes of JSON.
 * Prints one JSON line `{ url }`; stops when stdin closes.
 */

import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compressJson } from '../src/middleware/compress.js';
import { securityHeaders } from '../src/middleware/security-headers.js';
import { serveBench } from './harness.js';
import { jsonOfSize } from './json-of-size.js';

const app = new Hono();
app.use('*', compressJson(0));
app.use('*', securityHeaders());
const bodies = new Map<number, unknown>();
app.get('/json/:bytes', (c) => {
  const bytes = Number(c.req.param('bytes'));
  let body = bodies.get(bytes);
  if (!body) {
    body = jsonOfSize(bytes);
    bodies.set(bytes, body);
  }
  return c.json(body);
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
serveBench({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, async () => {
  server.close();
});
