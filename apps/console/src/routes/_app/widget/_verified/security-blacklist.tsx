import { createFileRoute } from '@tanstack/react-router';
import { loadActiveWidget } from '#features/widget/activeWidget';
import { BlacklistPage } from '#features/widget/security/BlacklistPage';
import { WidgetError } from '#features/widget/WidgetError';

/** The IP blacklist. */
export const Route = createFileRoute('/_app/widget/_verified/security-blacklist')({
  loader: ({ context }) => loadActiveWidget(context),
  errorComponent: WidgetError,
  component: BlacklistPage,
});
