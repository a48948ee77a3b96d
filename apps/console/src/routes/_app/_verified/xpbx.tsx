import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../../../features/shell/AppShell';

/** The PBX area (login and verified). Its settings side menu goes in AppShell's `sidebar`. */
export const Route = createFileRoute('/_app/_verified/xpbx')({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
