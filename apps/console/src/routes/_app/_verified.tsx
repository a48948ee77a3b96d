import { createFileRoute } from '@tanstack/react-router';
import { requireVerified } from '#features/session/guards';

/** Pages below need a verified email (spec §2, §6); others are sent to /profile and its notice. */
export const Route = createFileRoute('/_app/_verified')({
  beforeLoad: requireVerified,
});
