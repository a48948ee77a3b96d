import { carrierResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { CarriersPage } from '#features/carriers/CarriersPage';
import { scopedQueries } from '#features/resource/scoped';

/** The carriers, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/carriers')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(scopedQueries(context.api, carrierResource, undefined).list()),
  component: CarriersPage,
});
