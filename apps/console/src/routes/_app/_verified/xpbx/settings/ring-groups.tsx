import { resourceQueries } from '@switchboard/api-client';
import { ringGroupResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { RingGroupsPage } from '#features/ring-groups/RingGroupsPage';

/** The ring groups, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/ring-groups')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, ringGroupResource).list()),
  component: RingGroupsPage,
});
