import { resourceQueries } from '@switchboard/api-client';
import { pbxUserResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { isVerified } from '#app/session';
import { ProfileUsersPage } from '#features/profile/users/ProfileUsersPage';

/** The account's users with the login option; the list (a verified endpoint) only when verified. */
export const Route = createFileRoute('/_app/profile/users')({
  loader: async ({ context }) => {
    if (isVerified(context.profile))
      await context.queryClient.ensureQueryData(resourceQueries(context.api, pbxUserResource).list());
  },
  component: ProfileUsersPage,
});
