import { resourceQueries } from '@switchboard/api-client';
import {
  carrierResource,
  carrierTrunkResource,
  timeslotResource,
  trunkRuleResource,
} from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { TrunkPage } from '#features/carriers/TrunkPage';

/**
 * A carrier trunk with its rules: the carrier (for the breadcrumbs), the trunk, its rules and the
 * account's timeslots (the rules' Timeslot column names them).
 */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/carrier/$id/trunk/$trunkId')({
  loader: ({ context: { api, queryClient }, params }) => {
    const carrierId = Number(params.id);
    const trunkId = Number(params.trunkId);
    return Promise.all([
      queryClient.ensureQueryData(resourceQueries(api, carrierResource).get(carrierId)),
      queryClient.ensureQueryData(resourceQueries(api, carrierTrunkResource, { carrierId }).get(trunkId)),
      queryClient.ensureQueryData(resourceQueries(api, trunkRuleResource, { carrierId, trunkId }).list()),
      queryClient.ensureQueryData(resourceQueries(api, timeslotResource).list()),
    ]);
  },
  component: function TrunkRoute() {
    const { id, trunkId } = Route.useParams();
    return <TrunkPage key={`${id}-${trunkId}`} carrierId={Number(id)} trunkId={Number(trunkId)} />;
  },
});
