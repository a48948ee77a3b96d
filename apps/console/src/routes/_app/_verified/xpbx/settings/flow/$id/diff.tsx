import { flowResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { diffSearch } from '../../../../../../../features/flows/diffSearch';
import { FlowDiffPage } from '../../../../../../../features/flows/FlowDiffPage';
import { scopedQueries } from '../../../../../../../features/resource/scoped';

/** Two versions of a flow side by side (`?from=&to=`); the flow is ensured for the breadcrumbs. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/flow/$id/diff')({
  validateSearch: diffSearch,
  loader: ({ context: { api, queryClient }, params }) =>
    queryClient.ensureQueryData(scopedQueries(api, flowResource, undefined).get(Number(params.id))),
  component: function FlowDiffRoute() {
    const { id } = Route.useParams();
    const { from, to } = Route.useSearch();
    return <FlowDiffPage key={`${id}-${from}-${to}`} flowId={Number(id)} from={from} to={to} />;
  },
});
