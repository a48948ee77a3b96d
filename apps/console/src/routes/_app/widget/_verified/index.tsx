import { createFileRoute } from '@tanstack/react-router';
import { WidgetsPage } from '../../../../features/widget/list/WidgetsPage';

/** The account's widgets: the active one, create, delete, switch (spec §2, §4). */
export const Route = createFileRoute('/_app/widget/_verified/')({
  component: WidgetsPage,
});
