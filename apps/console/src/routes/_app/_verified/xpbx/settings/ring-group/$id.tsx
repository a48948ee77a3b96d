import { resourceQueries } from '@switchboard/api-client';
import { ringGroupMemberResource, ringGroupResource, soundFileResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { tabSearch } from '#features/resource/tabSearch';
import { RingGroupPage } from '#features/ring-groups/RingGroupPage';
import { RING_GROUP_TABS } from '#features/ring-groups/ringGroupTabs';

/** Ring Group Details: the group, its members and the sound files its music names, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/ring-group/$id')({
  validateSearch: tabSearch(RING_GROUP_TABS),
  loader: ({ context: { api, queryClient }, params }) => {
    const ringGroupId = Number(params.id);
    return Promise.all([
      queryClient.ensureQueryData(resourceQueries(api, ringGroupResource).get(ringGroupId)),
      queryClient.ensureQueryData(resourceQueries(api, ringGroupMemberResource, { ringGroupId }).list()),
      queryClient.ensureQueryData(resourceQueries(api, soundFileResource).list()),
    ]);
  },
  component: function RingGroupRoute() {
    const { id } = Route.useParams();
    const { tab } = Route.useSearch();
    return <RingGroupPage key={id} id={Number(id)} tab={tab} />;
  },
});
