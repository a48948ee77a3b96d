import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/fixtures';
import { post } from './api';

afterEach(() => {
  vi.useRealTimers();
});

describe('post', () => {
  it('reads 201 as success', async () => {
    const fetch = vi.fn(async () => json(201, { message: 'Created' }));
    expect(await post(fetch, 'https://api.test/x', { a: 1 })).toEqual({ ok: true });
  });

  it('reads a 422 body', async () => {
    const fetch = vi.fn(async () =>
      json(422, { message: 'Name is required.', errors: { name: ['Name is required.'] } }),
    );
    expect(await post(fetch, 'https://api.test/x', {})).toEqual({
      ok: false,
      kind: 'invalid',
      message: 'Name is required.',
      errors: { name: ['Name is required.'] },
    });
  });

  it('copes with a body that is not JSON', async () => {
    const fetch = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await post(fetch, 'https://api.test/x', {})).toEqual({ ok: false, kind: 'failed' });
  });

  it('gives up after the timeout (spec §9: 30 s) and says so', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const result = post(fetch, 'https://api.test/x', {});
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ ok: false, kind: 'timeout' });
  });
});
