import { flowQueries, resourceQueries } from '@switchboard/api-client';
import { flowResource, soundFileResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { diffSearch } from '#features/flows/diffSearch';
import { FlowDiffPage } from '#features/flows/FlowDiffPage';

/**
 * Two versions of a flow side by side (`?from=&to=`): the flow (breadcrumbs), the diff of the
 * versions in the address and the sound files (music on hold by name), ensured before the page shows; with fewer than two chosen nothing is compared.
 */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/flow/$id/diff')({
  validateSearch: diffSearch,
  loaderDeps: ({ search }) => diffSearch({ ...search }),
  loader: ({ context: { api, queryClient }, params, deps: { from, to } }) => {
    const flowId = Number(params.id);
    return Promise.all([
      queryClient.ensureQueryData(resourceQueries(api, flowResource).get(flowId)),
      from !== undefined && to !== undefined
        ? queryClient.ensureQueryData(flowQueries(api).flowDiff(flowId, from, to))
        : null,
      from !== undefined && to !== undefined
        ? queryClient.ensureQueryData(resourceQueries(api, soundFileResource).list())
        : null,
    ]);
  },
  component: function FlowDiffRoute() {
    const { id } = Route.useParams();
    const { from, to } = Route.useSearch();
    return <FlowDiffPage key={`${id}-${from}-${to}`} flowId={Number(id)} from={from} to={to} />;
  },
});
