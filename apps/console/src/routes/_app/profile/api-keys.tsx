import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysPage } from '#features/profile/integrations/ApiKeysPage';

/** The owner's API keys. */
export const Route = createFileRoute('/_app/profile/api-keys')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.queries.listApiKeys()),
  component: ApiKeysPage,
});
