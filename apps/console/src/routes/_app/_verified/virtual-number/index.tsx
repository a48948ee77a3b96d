import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec §2: /virtual-number redirects to /virtual-number/dashboard. */
export const Route = createFileRoute('/_app/_verified/virtual-number/')({
  beforeLoad: () => {
    throw redirect({ to: '/virtual-number/dashboard', replace: true });
  },
});
