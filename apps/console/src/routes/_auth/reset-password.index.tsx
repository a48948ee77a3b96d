import { createFileRoute, redirect } from '@tanstack/react-router';

/** /reset-password without a token (a public path, spec §2): ask for a link first. */
export const Route = createFileRoute('/_auth/reset-password/')({
  beforeLoad: () => {
    throw redirect({ to: '/forgot-password', replace: true });
  },
});
