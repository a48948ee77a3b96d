import { flowResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { FlowsPage } from '#features/flows/FlowsPage';
import { scopedQueries } from '#features/resource/scoped';

/** The flows, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/flows')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(scopedQueries(context.api, flowResource, undefined).list()),
  component: FlowsPage,
});
