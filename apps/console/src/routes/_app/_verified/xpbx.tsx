import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '#features/shell/AppShell';
import { XpbxSettingsMenu } from '#features/xpbx/XpbxSettingsMenu';

/** The PBX area (login and verified), with its settings side menu. */
export const Route = createFileRoute('/_app/_verified/xpbx')({
  component: () => (
    <AppShell sidebar={<XpbxSettingsMenu />}>
      <Outlet />
    </AppShell>
  ),
});
