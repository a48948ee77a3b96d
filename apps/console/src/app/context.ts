import {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  createApiClient,
  mutations,
  queries,
} from '@switchboard/api-client';
import type { Profile } from '@switchboard/contract';
import { QueryClient } from '@tanstack/react-query';

export type Queries = ReturnType<typeof queries>;
export type Mutations = ReturnType<typeof mutations>;

/**
 * What every route and component can reach: the one API client, the one query cache, and the
 * query and mutation options built on them. The router carries it as its context.
 */
export interface AppContext {
  api: ApiClient;
  queryClient: QueryClient;
  queries: Queries;
  mutations: Mutations;
}

/** The router context below the root route: the root's `beforeLoad` adds the session's profile. */
export interface SessionContext extends AppContext {
  /** GET /admin/me of the login, or null when logged out or when it could not be loaded. */
  profile: Profile | null;
}

/** Answers that will not change on a retry: the client's mistakes and refusals. */
const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !isFinal(error) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

export type AppContextOptions = Pick<ApiClientOptions, 'fetch' | 'storage' | 'onLogout' | 'timeoutMs'> & {
  /** The API host; '' (the default) is the console's own origin, proxied to the API in development. */
  baseUrl?: string;
};

/**
 * Builds the API client and the query cache. Every change of session (login, logout, impersonation
 * start and end) empties the cache: query keys do not carry the identity (api-client README).
 */
export function createAppContext(options: AppContextOptions = {}): AppContext {
  const queryClient = createQueryClient();
  const api = createApiClient({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    onLogout: (reason) => {
      queryClient.clear();
      options.onLogout?.(reason);
    },
  });
  api.subscribe(() => queryClient.clear());
  return { api, queryClient, queries: queries(api), mutations: mutations(api) };
}
