/**
 * The transport's own logic at the fetch boundary: the timeout, a caller's abort, an unreachable
 * server, and what call() accepts. (Against the real API: apps/api/test/client.)
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { ApiNetworkError, ApiTimeoutError } from './errors.js';
import { memoryStorage } from './storage.js';

/** A client over `fetchImpl`, on empty memory storages. */
function client(fetchImpl: typeof fetch, timeoutMs?: number) {
  return createApiClient({
    baseUrl: 'https://api.example.test',
    storage: { session: memoryStorage(), local: memoryStorage() },
    fetch: fetchImpl,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

/** A fetch that records each request and never answers; it gives up only when its signal aborts. */
function silentFetch() {
  const requests: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    });
  };
  return { fetch: fetchImpl, requests };
}

describe('transport', () => {
  it("gives up after timeoutMs with ApiTimeoutError 'Request timed out'", async () => {
    const silent = silentFetch();
    const started = Date.now();

    const error = await client(silent.fetch, 300)
      .call('timezones')
      .catch((e) => e);

    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error.message).toBe('Request timed out');
    expect(error.timeoutMs).toBe(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(silent.requests).toEqual(['GET /admin/timezones']);
  });

  it("a caller's abort rejects with the signal's reason, not a timeout", async () => {
    const controller = new AbortController();
    const pending = client(silentFetch().fetch, 5_000)
      .call('countries', { signal: controller.signal })
      .catch((e) => e);
    setTimeout(() => controller.abort(), 50);

    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiTimeoutError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('a fetch that fails (no server at all) is an ApiNetworkError carrying the cause', async () => {
    const refused = new TypeError('fetch failed');

    const error = await client(() => Promise.reject(refused))
      .call('countries')
      .catch((e) => e);

    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error.cause).toBe(refused);
  });

  it('keeps the session endpoints out of call()', async () => {
    const silent = silentFetch();
    const api = client(silent.fetch);
    // @ts-expect-error -- logging in goes through client.login.root, which stores the pair.
    const error = await api.call('rootLogin', { body: { email: 'a@b.c', password: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(silent.requests).toEqual([]);
    expect('refresh' in api.api).toBe(false);
    expect(typeof api.api.createPbxUser).toBe('function');
  });

  it('derives params, body and response types from the endpoint table (checked by tsc)', () => {
    const api = client(silentFetch().fetch);
    const checks = async () => {
      // @ts-expect-error -- getPbxUser needs its :id.
      await api.call('getPbxUser');
      // @ts-expect-error -- createPbxUser needs a body.
      await api.call('createPbxUser', {});
      // @ts-expect-error -- profile takes no body.
      await api.call('profile', { body: { name: 'x' } });
      // @ts-expect-error -- the response is PbxUser[], not a number.
      const wrong: number = await api.call('listPbxUsers');
      const users: { username: string }[] = await api.call('listPbxUsers');
      return [wrong, users];
    };
    expect(checks).toBeTypeOf('function');
  });
});

describe('stream', () => {
  it('hands each event’s data over in order, skips heartbeats, resolves when the stream ends', async () => {
    const chunks = [
      ': heartbeat\n\nevent: snapshot\ndata: {"n":',
      '1}\n\n',
      'event: snapshot\r\ndata: {"n":2}\r\n\r\n',
    ];
    const requests: [string, Headers][] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      requests.push([new URL(String(input)).pathname, new Headers(init?.headers)]);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    };
    const seen: unknown[] = [];
    await client(fetchImpl).stream('wallboardStream', {
      params: { id: 7 },
      onEvent: (data) => seen.push(data),
    });
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(requests[0]?.[0]).toBe('/admin/xpbx/call-center/queues/7/wallboard/stream');
    expect(requests[0]?.[1].get('accept')).toBe('text/event-stream');
  });

  it('rejects a refused stream with its ApiError, and is not a call()', async () => {
    const fetchImpl: typeof fetch = async () => Response.json({ message: 'Not found.' }, { status: 404 });
    const error = await client(fetchImpl)
      .stream('wallboardStream', { params: { id: 7 }, onEvent: () => {} })
      .catch((e) => e);
    expect(error).toMatchObject({ status: 404, message: 'Not found.' });
    // @ts-expect-error an events entry is read with stream(), not call()
    await expect(client(fetchImpl).call('wallboardStream', { params: { id: 7 } })).rejects.toThrow(TypeError);
  });
});
