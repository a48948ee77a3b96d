import { createFileRoute } from '@tanstack/react-router';
import { ProfileHomePage } from '../../../features/profile/ProfileHomePage';

export const Route = createFileRoute('/_app/profile/')({
  // Starts the request early; the page shows its own loading and error states (spec §2: mount anyway).
  loader: ({ context }) => context.queryClient.prefetchQuery(context.queries.profile()),
  component: ProfileHomePage,
});
