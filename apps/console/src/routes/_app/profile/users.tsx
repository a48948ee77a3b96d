import { createFileRoute } from '@tanstack/react-router';
import { isVerified } from '../../../app/session';
import { ProfileUsersPage } from '../../../features/profile/users/ProfileUsersPage';

/**
 * The account's users with the login option. The list (a verified endpoint) starts loading with the
 * navigation when the account is verified; the table shows its own loading, empty and error states.
 */
export const Route = createFileRoute('/_app/profile/users')({
  loader: ({ context }) => {
    if (isVerified(context.profile)) void context.queryClient.prefetchQuery(context.queries.listPbxUsers());
  },
  component: ProfileUsersPage,
});
