import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { AppShell } from '#features/shell/AppShell';

/**
 * The administrator's pages (spec §2 "Other": login and verified). Anyone else, an administrator
 * acting as a user included, finds nothing here: the API would refuse their calls.
 */
export const Route = createFileRoute('/_app/_verified/xadmin')({
  beforeLoad: ({ context }) => {
    const user = context.profile?.user_info;
    if (!user?.is_admin || user.impersonating) throw notFound();
  },
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
