/** A client over a fake fetch, for tests at the fetch boundary: each request is recorded and answered by `answer`. */
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../client.js';
import { memoryStorage } from '../storage.js';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function fakeApi(
  answer: (method: string, path: string, body: unknown) => Response | Promise<Response>,
) {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${path}`);
    return answer(method, path, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
  };
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetch as typeof globalThis.fetch,
    storage: { session: memoryStorage(), local: memoryStorage() },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, requests, queryClient };
}
