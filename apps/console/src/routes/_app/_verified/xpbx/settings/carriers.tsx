import { resourceQueries } from '@switchboard/api-client';
import { carrierResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { CarriersPage } from '#features/carriers/CarriersPage';

/** The carriers, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/carriers')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, carrierResource).list()),
  component: CarriersPage,
});
