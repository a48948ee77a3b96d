import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../../../features/pbx-users/UsersPage';

/**
 * The PBX users. The list starts loading with the navigation (not awaited: the table shows its own
 * loading, empty and error states).
 */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/users')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.queries.listPbxUsers());
  },
  component: UsersPage,
});
