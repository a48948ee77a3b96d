import { destinationResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { DestinationsPage } from '#features/destinations/DestinationsPage';
import { scopedQueries } from '#features/resource/scoped';

/** The destinations, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/destinations')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(scopedQueries(context.api, destinationResource, undefined).list()),
  component: DestinationsPage,
});
