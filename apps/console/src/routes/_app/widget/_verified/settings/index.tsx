import { createFileRoute } from '@tanstack/react-router';
import { ContactsPage } from '../../../../../features/widget/contacts/ContactsPage';

/** The active widget's contacts (offices). */
export const Route = createFileRoute('/_app/widget/_verified/settings/')({
  component: ContactsPage,
});
