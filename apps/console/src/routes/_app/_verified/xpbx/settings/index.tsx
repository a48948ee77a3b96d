import { createFileRoute, redirect } from '@tanstack/react-router';

/** /xpbx/settings opens its first page: the users. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/')({
  beforeLoad: () => {
    throw redirect({ to: '/xpbx/settings/users', replace: true });
  },
});
