import { createFileRoute } from '@tanstack/react-router';
import { loadActiveWidget } from '#features/widget/activeWidget';
import { InstallationPage } from '#features/widget/installation/InstallationPage';
import { WidgetError } from '#features/widget/WidgetError';

/** The install code. */
export const Route = createFileRoute('/_app/widget/_verified/installation')({
  loader: ({ context }) => loadActiveWidget(context),
  errorComponent: WidgetError,
  component: InstallationPage,
});
