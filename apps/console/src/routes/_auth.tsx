import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicShell } from '../features/shell/PublicShell';

/** The pages anyone may open (login, register, password reset, email verification). */
export const Route = createFileRoute('/_auth')({
  component: () => (
    <PublicShell>
      <Outlet />
    </PublicShell>
  ),
});
