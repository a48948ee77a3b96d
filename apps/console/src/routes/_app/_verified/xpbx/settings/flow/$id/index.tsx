import { resourceQueries } from '@switchboard/api-client';
import { flowResource, flowVersionResource, soundFileResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { FlowPage } from '#features/flows/FlowPage';
import { FLOW_TABS } from '#features/flows/flowTabs';
import { tabSearch } from '#features/resource/tabSearch';

/** A flow's page: the flow, its versions and the sound files its settings offer, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/flow/$id/')({
  validateSearch: tabSearch(FLOW_TABS),
  loader: ({ context: { api, queryClient }, params }) => {
    const flowId = Number(params.id);
    return Promise.all([
      queryClient.ensureQueryData(resourceQueries(api, flowResource).get(flowId)),
      queryClient.ensureQueryData(resourceQueries(api, flowVersionResource, { flowId }).list()),
      queryClient.ensureQueryData(resourceQueries(api, soundFileResource).list()),
    ]);
  },
  component: function FlowRoute() {
    const { id } = Route.useParams();
    const { tab } = Route.useSearch();
    return <FlowPage key={id} id={Number(id)} tab={tab} />;
  },
});
