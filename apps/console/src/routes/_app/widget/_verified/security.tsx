import { createFileRoute } from '@tanstack/react-router';
import { loadActiveWidget } from '#features/widget/activeWidget';
import { SecurityPage } from '#features/widget/security/SecurityPage';
import { WidgetError } from '#features/widget/WidgetError';

/** Security: the country list and the IP blacklist. */
export const Route = createFileRoute('/_app/widget/_verified/security')({
  loader: ({ context }) => loadActiveWidget(context),
  errorComponent: WidgetError,
  component: SecurityPage,
});
