import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ForceLocale } from '../../features/i18n/ForceLocale';
import { ProfileMenu } from '../../features/profile/ProfileMenu';
import { AppShell } from '../../features/shell/AppShell';

/** The profile area: login required, verification not (spec §2); English only (spec §1). */
export const Route = createFileRoute('/_app/profile')({
  component: () => (
    <AppShell
      sidebar={
        <ForceLocale locale="en">
          <ProfileMenu />
        </ForceLocale>
      }
    >
      <ForceLocale locale="en">
        <Outlet />
      </ForceLocale>
    </AppShell>
  ),
});
