import { resourceQueries } from '@switchboard/api-client';
import { destinationResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { DestinationsPage } from '#features/destinations/DestinationsPage';

/** The destinations, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/destinations')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, destinationResource).list()),
  component: DestinationsPage,
});
