import { resourceQueries } from '@switchboard/api-client';
import { pbxUserResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '#features/pbx-users/UsersPage';

/** The PBX users; the page reads the list the loader ensured (pending and failure are the router's). */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/users')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, pbxUserResource).list()),
  component: UsersPage,
});
