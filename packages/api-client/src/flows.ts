/**
 * Query options and mutations of call flows beyond their resources' (flows, flow versions): the
 * diff of two versions, activating and restoring a version, and the call simulator. The diff's key
 * sits under the flow's versions (`['flow-versions', flowId, 'diff', from, to]`), so any write to a
 * version of the flow drops it too.
 */
import { flowResource, flowVersionResource } from '@switchboard/contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { mutationFor } from './queries.js';
import { resourceKeys } from './resources.js';

export const flowKeys = {
  /** The flow's versions, and the prefix of every key derived from them. */
  flowVersions: (flowId: number) => resourceKeys(flowVersionResource, { flowId }).all(),
  flowDiff: (flowId: number, from: number, to: number) => [
    ...flowKeys.flowVersions(flowId),
    'diff',
    from,
    to,
  ],
};

export function flowQueries(client: ApiClient) {
  return {
    /** What version `to` adds, changes and removes against version `from`. */
    flowDiff: (flowId: number, from: number, to: number) =>
      queryOptions({
        queryKey: flowKeys.flowDiff(flowId, from, to),
        queryFn: ({ signal }) =>
          client.call('diffFlowVersions', {
            params: { flowId },
            body: { from_version_id: from, to_version_id: to },
            signal,
          }),
      }),
  };
}

export function flowMutations(client: ApiClient) {
  // The flows list shows which version is active; the versions list marks it and lists a restored copy.
  const versionsAndFlows = ({ params }: { params: { flowId: number | string } }) => [
    flowKeys.flowVersions(Number(params.flowId)),
    resourceKeys(flowResource).all(),
  ];
  return {
    activateFlowVersion: () => mutationFor(client, 'activateFlowVersion', versionsAndFlows),
    restoreFlowVersion: () => mutationFor(client, 'restoreFlowVersion', versionsAndFlows),
    /** Reads only: the answer is the simulated call's path. */
    simulateFlowCall: () => mutationFor(client, 'simulateFlowCall'),
  };
}
