import { createFileRoute } from '@tanstack/react-router';
import { ProfileInfoPage } from '../../../features/profile/info/ProfileInfoPage';

export const Route = createFileRoute('/_app/profile/profile-info')({
  // The forms' data and the lists of their dropdowns.
  loader: ({ context: { queryClient, queries } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.profile()),
      queryClient.ensureQueryData(queries.timezones()),
      queryClient.ensureQueryData(queries.countries()),
    ]),
  component: ProfileInfoPage,
});
