/**
 * The switch page (GET/POST /admin/xpbx/switch-token): whether the account's switch token exists,
 * when the switch last asked with it, the call events it reported last; creating or replacing the
 * token, which the page shows once.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { mutationFor } from './queries.js';

export const switchKeys = {
  status: () => ['switch-status'] as const,
};

export function switchQueries(client: ApiClient) {
  return {
    switchStatus: () =>
      queryOptions({
        queryKey: switchKeys.status(),
        queryFn: ({ signal }) => client.call('switchTokenStatus', { signal }),
      }),
  };
}

export function switchMutations(client: ApiClient) {
  return {
    rotateSwitchToken: () => mutationFor(client, 'rotateSwitchToken', [switchKeys.status()]),
  };
}
