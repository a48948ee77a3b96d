import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAdmin } from '#features/session/guards';
import { AppShell } from '#features/shell/AppShell';

/** The platform administrator's pages (spec §2 /xadmin/…): not there (404) for anyone else. */
export const Route = createFileRoute('/_app/_verified/xadmin')({
  beforeLoad: requireAdmin,
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
