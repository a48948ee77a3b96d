import { resourceQueries } from '@switchboard/api-client';
import { flowResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { FlowsPage } from '#features/flows/FlowsPage';

/** The flows, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/flows')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, flowResource).list()),
  component: FlowsPage,
});
