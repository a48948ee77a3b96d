import { createFileRoute } from '@tanstack/react-router';
import { ProfileHomePage } from '../../../features/profile/ProfileHomePage';

export const Route = createFileRoute('/_app/profile/')({
  component: ProfileRoute,
});

function ProfileRoute() {
  const { profile } = Route.useRouteContext();
  return <ProfileHomePage profile={profile} />;
}
