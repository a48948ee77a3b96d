/**
 * The api-client against the real API: a fetch that records what the client sends (and delegates
 * to the real fetch), a client on memory storages, and probes of the server's refresh tokens.
 */
import { type AddressInfo, createServer } from 'node:net';
import {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type LogoutReason,
  memoryStorage,
} from '@switchboard/api-client';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The bearer token sent, or null. */
  token: string | null;
}

export function recordingFetch() {
  const requests: RecordedRequest[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const authorization = new Headers(init?.headers).get('authorization');
    requests.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      token: authorization?.replace(/^Bearer\s+/i, '') ?? null,
    });
    return fetch(input, init);
  };
  return {
    fetch: fetchImpl,
    requests,
    /** How many requests went to `path` (e.g. '/admin/oauth'). */
    count: (path: string) => requests.filter((request) => request.path === path).length,
    last: (path: string) => requests.filter((request) => request.path === path).at(-1),
  };
}

export interface TestClient {
  client: ApiClient;
  session: ReturnType<typeof memoryStorage>;
  local: ReturnType<typeof memoryStorage>;
  recorder: ReturnType<typeof recordingFetch>;
  logouts: LogoutReason[];
}

/** A client on fresh memory storages, recording its requests and logouts. */
export function testClient(
  baseUrl: string,
  options: Partial<ApiClientOptions> & {
    sessionItems?: Record<string, string>;
    localItems?: Record<string, string>;
  } = {},
): TestClient {
  const { sessionItems, localItems, ...rest } = options;
  const session = memoryStorage(sessionItems);
  const local = memoryStorage(localItems);
  const recorder = recordingFetch();
  const logouts: LogoutReason[] = [];
  const client = createApiClient({
    baseUrl,
    storage: { session, local },
    fetch: recorder.fetch,
    onLogout: (reason) => logouts.push(reason),
    ...rest,
  });
  return { client, session, local, recorder, logouts };
}

/** GET /admin/oauth with a refresh token, straight through fetch: the status tells if it still works. */
export async function refreshStatus(baseUrl: string, refreshToken: string): Promise<number> {
  const response = await fetch(`${baseUrl}/admin/oauth`, {
    headers: { Authorization: `Bearer ${refreshToken}` },
  });
  await response.body?.cancel();
  return response.status;
}

/** A URL on 127.0.0.1 where nothing listens (a port that was just free). */
export async function unusedUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
