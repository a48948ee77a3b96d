import { createFileRoute } from '@tanstack/react-router';
import { requireVerified } from '#features/session/guards';

/** The widget pages that need a verified email (spec §2); others go to /profile and its notice. */
export const Route = createFileRoute('/_app/widget/_verified')({
  beforeLoad: requireVerified,
});
