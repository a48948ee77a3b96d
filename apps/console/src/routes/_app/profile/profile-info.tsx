import { createFileRoute } from '@tanstack/react-router';
import { ProfileInfoPage } from '../../../features/profile/info/ProfileInfoPage';

export const Route = createFileRoute('/_app/profile/profile-info')({
  // The forms' data and the lists of their dropdowns; the page shows its own loading and error states.
  loader: ({ context: { queryClient, queries } }) =>
    Promise.all([
      queryClient.prefetchQuery(queries.profile()),
      queryClient.prefetchQuery(queries.timezones()),
      queryClient.prefetchQuery(queries.countries()),
    ]),
  component: ProfileInfoPage,
});
