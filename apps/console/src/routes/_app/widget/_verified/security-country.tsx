import { createFileRoute } from '@tanstack/react-router';
import { loadActiveWidget } from '#features/widget/activeWidget';
import { CountriesPage } from '#features/widget/security/CountriesPage';
import { WidgetError } from '#features/widget/WidgetError';

/** The country allow-list: the active widget and the countries to choose from. */
export const Route = createFileRoute('/_app/widget/_verified/security-country')({
  loader: ({ context }) =>
    Promise.all([
      loadActiveWidget(context),
      context.queryClient.ensureQueryData(context.queries.countries()),
    ]),
  errorComponent: WidgetError,
  component: CountriesPage,
});
