/**
 * Mutations of the PBX and carrier screens beyond their resources' own: the ringing order of a ring
 * group (shown at once, put back when the save fails), the destinations' country seed, a carrier's
 * rate deck import, and the testers (trunk rules, routes), which read only.
 */
import {
  carrierRateResource,
  destinationResource,
  type RingGroupMember,
  ringGroupMemberResource,
} from '@switchboard/contract';
import { type Mutation, mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CallResult } from './calls.js';
import type { ApiClient } from './client.js';
import { type MutationVariables, mutationFor } from './queries.js';
import { resourceKeys } from './resources.js';

type Reorder = MutationVariables<'reorderRingGroupMembers'>;

/** The members in the order of `ids`, numbered from 0; members `ids` leaves out keep their place after. */
function inOrder(members: readonly RingGroupMember[], ids: readonly number[]): RingGroupMember[] {
  const named = ids.flatMap((id) => members.filter((member) => member.id === id));
  const rest = members.filter((member) => !ids.includes(member.id));
  return [...named, ...rest].map((member, position) => ({ ...member, position }));
}

/**
 * Moves can follow each other faster than their saves: only the latest move of a group decides
 * what its list shows, so an answer (or a failure) lands only while no later move is under way.
 */
const isLatestMove = (queryClient: QueryClient, ringGroupId: number | string) =>
  queryClient.isMutating({
    mutationKey: ['reorderRingGroupMembers'],
    predicate: (mutation: Mutation<unknown, unknown, unknown>) =>
      String((mutation.state.variables as Reorder | undefined)?.params.ringGroupId) === String(ringGroupId),
  }) <= 1;

export function telephonyMutations(client: ApiClient) {
  const members = (ringGroupId: number | string) =>
    resourceKeys(ringGroupMemberResource, { ringGroupId }).all();
  return {
    /** `mutate({ params: { ringGroupId }, body: { ids } })`: the cached list takes the order at once. */
    reorderRingGroupMembers: () =>
      mutationOptions<CallResult<'reorderRingGroupMembers'>, Error, Reorder, { before?: RingGroupMember[] }>({
        mutationKey: ['reorderRingGroupMembers'],
        mutationFn: (variables) => client.call('reorderRingGroupMembers', variables),
        onMutate: async ({ params, body }, { client: queryClient }) => {
          const key = members(params.ringGroupId);
          await queryClient.cancelQueries({ queryKey: key, exact: true });
          const before = queryClient.getQueryData<RingGroupMember[]>(key);
          if (before) queryClient.setQueryData(key, inOrder(before, body.ids));
          return { before };
        },
        onSuccess: (saved, { params }, _result, { client: queryClient }) => {
          if (isLatestMove(queryClient, params.ringGroupId))
            queryClient.setQueryData(members(params.ringGroupId), saved);
        },
        onError: (_error, { params }, result, { client: queryClient }) => {
          if (result?.before && isLatestMove(queryClient, params.ringGroupId))
            queryClient.setQueryData(members(params.ringGroupId), result.before);
        },
      }),
    /** Adds every country's calling code the account lacks. */
    seedDestinations: () =>
      mutationFor(client, 'seedDestinations', [resourceKeys(destinationResource).all()]),
    /** Reads a deck into a preview; nothing is stored. */
    previewCarrierRateImport: () => mutationFor(client, 'previewCarrierRateImport'),
    applyCarrierRateImport: () =>
      mutationFor(client, 'applyCarrierRateImport', ({ params }) => [
        resourceKeys(carrierRateResource, { carrierId: params.carrierId }).all(),
      ]),
    testTrunkRules: () => mutationFor(client, 'testTrunkRules'),
    testRoute: () => mutationFor(client, 'testRoute'),
  };
}
