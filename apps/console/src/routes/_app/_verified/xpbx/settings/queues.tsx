import { resourceQueries } from '@switchboard/api-client';
import { queueResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { QueuesPage } from '#features/queues/QueuesPage';

/** The queues, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/queues')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, queueResource).list()),
  component: QueuesPage,
});
