import { createFileRoute } from '@tanstack/react-router';
import { ProfileSubscriptionsPage } from '#features/profile/subscriptions/ProfileSubscriptionsPage';

export const Route = createFileRoute('/_app/profile/profile-subscriptions')({
  loader: ({ context: { queryClient, queries } }) => queryClient.ensureQueryData(queries.subscriptions()),
  component: ProfileSubscriptionsPage,
});
