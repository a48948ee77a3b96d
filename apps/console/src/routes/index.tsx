import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePath } from '../features/session/paths';

/** `/`: logged-in users go to their start page (see homePath), everyone else to the login. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({ href: context.api.isLoggedIn() ? homePath(context.profile) : '/login', replace: true });
  },
});
