import { resourceQueries } from '@switchboard/api-client';
import { blacklistResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { BlacklistPage } from '#features/pbx-blacklist/BlacklistPage';

/** The numbers the PBX refuses, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/blacklist')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, blacklistResource).list()),
  component: BlacklistPage,
});
