import { createFileRoute } from '@tanstack/react-router';
import { DepartmentsPage } from '../../../../../features/widget/contacts/DepartmentsPage';

/** An office's departments (login only, spec §2). */
export const Route = createFileRoute('/_app/widget/settings/contacts/office/$id')({
  component: DepartmentsPage,
});
