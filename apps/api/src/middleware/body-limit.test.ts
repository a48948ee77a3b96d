import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimits, MAX_JSON_BYTES, MULTIPART_SLACK_BYTES } from './body-limit.js';

const app = new Hono()
  .use('*', bodyLimits())
  .post('*', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));

/** A body without Content-Length: sent in chunks, counted as it streams. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const size = Math.min(left, 64 * 1024);
      left -= size;
      controller.enqueue(new Uint8Array(size));
    },
  });
}

const post = (path: string, body: Uint8Array | ReadableStream<Uint8Array>) =>
  app.request(path, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    duplex: 'half',
  } as RequestInit);

describe('bodyLimits', () => {
  it('lets JSON bodies up to 256 KB through', async () => {
    const res = await post('/admin/root-login', new Uint8Array(MAX_JSON_BYTES));
    expect(await res.json()).toEqual({ bytes: MAX_JSON_BYTES });
  });

  it('refuses a larger JSON body with 413, declared or streamed', async () => {
    for (const body of [new Uint8Array(MAX_JSON_BYTES + 1), chunked(MAX_JSON_BYTES + 1)]) {
      const res = await post('/admin/root-login', body);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: 'The request body is too large.' });
    }
  });

  it('gives upload endpoints the 20 MB file limit', async () => {
    const ok = await post('/admin/profile/photo', new Uint8Array(5 * 1024 * 1024));
    expect(ok.status).toBe(200);
    const tooBig = await post('/admin/profile/logo', chunked(20 * 1024 * 1024 + MULTIPART_SLACK_BYTES + 1));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: 'The file is too large. The limit is 20 MB.' });
  });
});
