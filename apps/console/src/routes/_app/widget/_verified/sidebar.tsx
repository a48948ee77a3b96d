import { createFileRoute } from '@tanstack/react-router';
import { loadActiveWidget } from '#features/widget/activeWidget';
import { SidebarPage } from '#features/widget/sidebar/SidebarPage';
import { WidgetError } from '#features/widget/WidgetError';

/** The sidebar settings. */
export const Route = createFileRoute('/_app/widget/_verified/sidebar')({
  loader: ({ context }) => loadActiveWidget(context),
  errorComponent: WidgetError,
  component: SidebarPage,
});
