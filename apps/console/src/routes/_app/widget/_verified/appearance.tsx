import { createFileRoute } from '@tanstack/react-router';
import { loadActiveWidget } from '#features/widget/activeWidget';
import { AppearancePage } from '#features/widget/appearance/AppearancePage';
import { WidgetError } from '#features/widget/WidgetError';

/** The appearance editor with its live preview. */
export const Route = createFileRoute('/_app/widget/_verified/appearance')({
  loader: ({ context }) => loadActiveWidget(context),
  errorComponent: WidgetError,
  component: AppearancePage,
});
