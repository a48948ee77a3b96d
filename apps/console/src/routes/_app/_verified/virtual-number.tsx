import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '#features/shell/AppShell';
import { VirtualNumberMenu } from '#features/virtual-number/VirtualNumberMenu';

/** The virtual number area (login and verified, spec §2), with its side menu. */
export const Route = createFileRoute('/_app/_verified/virtual-number')({
  component: () => (
    <AppShell sidebar={<VirtualNumberMenu />}>
      <Outlet />
    </AppShell>
  ),
});
