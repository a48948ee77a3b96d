import { createFileRoute } from '@tanstack/react-router';
import { loadActiveWidget } from '#features/widget/activeWidget';
import { DepartmentsPage } from '#features/widget/contacts/DepartmentsPage';
import { WidgetError } from '#features/widget/WidgetError';

/** An office's departments (login only, spec §2). */
export const Route = createFileRoute('/_app/widget/settings/contacts/office/$id')({
  loader: ({ context }) => loadActiveWidget(context),
  errorComponent: WidgetError,
  component: DepartmentsPage,
});
