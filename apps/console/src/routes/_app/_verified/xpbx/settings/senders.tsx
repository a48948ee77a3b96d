import { resourceQueries } from '@switchboard/api-client';
import { senderResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { SendersPage } from '#features/pbx-messaging/SendersPage';

/** SMS and Viber senders, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/senders')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, senderResource).list()),
  component: SendersPage,
});
