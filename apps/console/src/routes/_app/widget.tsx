import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '#features/shell/AppShell';
import { WidgetMenu } from '#features/widget/WidgetMenu';

/**
 * The widget area (login required), with its side menu. Most pages also need a verified account
 * (the `_verified` layout below); an office's departments need only the login (spec §2).
 */
export const Route = createFileRoute('/_app/widget')({
  component: () => (
    <AppShell sidebar={<WidgetMenu />}>
      <Outlet />
    </AppShell>
  ),
});
