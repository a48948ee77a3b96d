import { createFileRoute } from '@tanstack/react-router';
import { WebhooksPage } from '#features/profile/integrations/WebhooksPage';

/** The owner's webhook endpoints and their delivery logs. */
export const Route = createFileRoute('/_app/profile/webhooks')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.queries.listWebhooks()),
  component: WebhooksPage,
});
