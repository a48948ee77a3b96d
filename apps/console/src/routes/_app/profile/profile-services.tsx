import { createFileRoute } from '@tanstack/react-router';
import { ProfileServicesPage } from '#features/profile/services/ProfileServicesPage';

export const Route = createFileRoute('/_app/profile/profile-services')({
  loader: ({ context: { queryClient, queries } }) => queryClient.ensureQueryData(queries.services()),
  component: ProfileServicesPage,
});
