import { createFileRoute } from '@tanstack/react-router';
import { ProfileInfoPage } from '#features/profile/info/ProfileInfoPage';
import { hasTwoFactor } from '#features/profile/info/TwoFactorCard';

export const Route = createFileRoute('/_app/profile/profile-info')({
  // The forms' data and the lists of their dropdowns; two-factor login is the owner's own.
  loader: ({ context: { queryClient, queries, profile } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.profile()),
      queryClient.ensureQueryData(queries.timezones()),
      queryClient.ensureQueryData(queries.countries()),
      ...(hasTwoFactor(profile) ? [queryClient.ensureQueryData(queries.twoFactor())] : []),
    ]),
  component: ProfileInfoPage,
});
