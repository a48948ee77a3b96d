import { createFileRoute } from '@tanstack/react-router';
import { loadActiveWidget } from '#features/widget/activeWidget';
import { ContactsPage } from '#features/widget/contacts/ContactsPage';
import { WidgetError } from '#features/widget/WidgetError';

/** The active widget's contacts (offices). */
export const Route = createFileRoute('/_app/widget/_verified/settings/')({
  loader: ({ context }) => loadActiveWidget(context),
  errorComponent: WidgetError,
  component: ContactsPage,
});
