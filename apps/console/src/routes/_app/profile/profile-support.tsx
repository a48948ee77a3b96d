import { createFileRoute } from '@tanstack/react-router';
import { ProfileSupportPage } from '#features/profile/support/ProfileSupportPage';

export const Route = createFileRoute('/_app/profile/profile-support')({
  component: ProfileSupportPage,
});
