import { createFileRoute } from '@tanstack/react-router';
import { CountriesPage } from '../../../../features/widget/security/CountriesPage';

/** The country allow-list. */
export const Route = createFileRoute('/_app/widget/_verified/security-country')({
  component: CountriesPage,
});
