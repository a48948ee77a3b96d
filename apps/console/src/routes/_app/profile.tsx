import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ProfileShell } from '#features/profile/ProfileShell';

/** The profile area: login required, verification not (spec §2); English only (spec §1). */
export const Route = createFileRoute('/_app/profile')({
  component: () => (
    <ProfileShell>
      <Outlet />
    </ProfileShell>
  ),
});
