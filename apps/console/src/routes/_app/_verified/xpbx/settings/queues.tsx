import { queueResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { QueuesPage } from '#features/queues/QueuesPage';
import { scopedQueries } from '#features/resource/scoped';

/** The queues, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/queues')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(scopedQueries(context.api, queueResource, undefined).list()),
  component: QueuesPage,
});
