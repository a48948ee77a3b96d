import { createFileRoute } from '@tanstack/react-router';
import { InstallationPage } from '../../../../features/widget/installation/InstallationPage';

/** The install code. */
export const Route = createFileRoute('/_app/widget/_verified/installation')({
  component: InstallationPage,
});
