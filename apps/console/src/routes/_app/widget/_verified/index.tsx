import { createFileRoute } from '@tanstack/react-router';
import { loadWidgets } from '#features/widget/activeWidget';
import { WidgetsPage } from '#features/widget/list/WidgetsPage';
import { WidgetError } from '#features/widget/WidgetError';

/** The account's widgets: the active one, create, delete, switch (spec §2, §4). */
export const Route = createFileRoute('/_app/widget/_verified/')({
  loader: ({ context }) => loadWidgets(context),
  errorComponent: WidgetError,
  component: WidgetsPage,
});
