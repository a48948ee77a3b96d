import { createFileRoute, redirect } from '@tanstack/react-router';

/** /xpbx opens the first settings page there is: the users. */
export const Route = createFileRoute('/_app/_verified/xpbx/')({
  beforeLoad: () => {
    throw redirect({ to: '/xpbx/settings/users', replace: true });
  },
});
