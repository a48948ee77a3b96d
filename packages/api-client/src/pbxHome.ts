/**
 * The PBX home's reads: the totals (refreshed each minute) and the calls live now, polled every
 * two seconds while the home is open. Polling rather than a server-sent stream: the cache stays
 * TanStack Query's like every other read, it needs no long-lived connection through proxies and
 * the API's middleware, and a missed poll simply shows the previous answer until the next one.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';

export const LIVE_CALLS_POLL_MS = 2_000;
const TOTALS_POLL_MS = 60_000;

export const pbxHomeKeys = {
  pbxDashboard: () => ['pbx-home', 'totals'] as const,
  liveCalls: () => ['pbx-home', 'live-calls'] as const,
};

export function pbxHomeQueries(client: ApiClient) {
  return {
    pbxDashboard: () =>
      queryOptions({
        queryKey: pbxHomeKeys.pbxDashboard(),
        queryFn: ({ signal }) => client.call('pbxDashboard', { signal }),
        refetchInterval: TOTALS_POLL_MS,
      }),
    liveCalls: () =>
      queryOptions({
        queryKey: pbxHomeKeys.liveCalls(),
        queryFn: ({ signal }) => client.call('liveCalls', { signal }),
        refetchInterval: LIVE_CALLS_POLL_MS,
      }),
  };
}
