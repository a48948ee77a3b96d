import { resourceQueries } from '@switchboard/api-client';
import { flowResource, flowVersionResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { FlowVersionPage } from '#features/flow-editor/FlowVersionPage';
import { loadFlowOptions } from '#features/flow-editor/flowOptions';

/** A flow version in the call-flow editor: the flow (breadcrumbs), the version and the lists its nodes point at. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/flow/$id/version/$versionId')({
  loader: ({ context: { api, queryClient }, params }) => {
    const flowId = Number(params.id);
    return Promise.all([
      queryClient.ensureQueryData(resourceQueries(api, flowResource).get(flowId)),
      queryClient.ensureQueryData(
        resourceQueries(api, flowVersionResource, { flowId }).get(Number(params.versionId)),
      ),
      loadFlowOptions(api, queryClient),
    ]);
  },
  component: function FlowVersionRoute() {
    const { id, versionId } = Route.useParams();
    return <FlowVersionPage key={`${id}-${versionId}`} flowId={Number(id)} versionId={Number(versionId)} />;
  },
});
