import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /xadmin, the administrator's entry, opens the dashboard. Logged out, the area's login guard
 * sends the administrator to the login page, which brings them back here, and so on to it.
 */
export const Route = createFileRoute('/_app/_verified/xadmin/')({
  beforeLoad: () => {
    throw redirect({ to: '/xadmin/dashboard', replace: true });
  },
});
