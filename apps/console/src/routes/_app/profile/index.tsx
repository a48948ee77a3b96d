import { createFileRoute } from '@tanstack/react-router';
import { ProfileError } from '#features/profile/ProfileError';
import { ProfileHomePage } from '#features/profile/ProfileHomePage';

export const Route = createFileRoute('/_app/profile/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.queries.profile()),
  errorComponent: ProfileError,
  component: ProfileHomePage,
});
