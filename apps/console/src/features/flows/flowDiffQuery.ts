import type { ApiClient } from '@switchboard/api-client';
import { queryOptions } from '@tanstack/react-query';

/**
 * What version `to` of the flow adds, changes and removes against version `from`, as query
 * options: ensured by the diff route's loader for the versions in the address, read by the page.
 */
export const flowDiffQuery = (api: ApiClient, flowId: number, from: number, to: number) =>
  queryOptions({
    queryKey: ['flow-diff', flowId, from, to],
    queryFn: ({ signal }) =>
      api.call('diffFlowVersions', {
        params: { flowId },
        body: { from_version_id: from, to_version_id: to },
        signal,
      }),
  });
