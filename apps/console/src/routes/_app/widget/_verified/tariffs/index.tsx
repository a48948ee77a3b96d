import { createFileRoute } from '@tanstack/react-router';
import { TariffsPage } from '#features/widget/tariffs/TariffsPage';

/** The tariff types and the subscription plans. */
export const Route = createFileRoute('/_app/widget/_verified/tariffs/')({
  loader: ({ context: { queryClient, queries } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.tariffTypes()),
      queryClient.ensureQueryData(queries.subscriptionPlans()),
    ]),
  component: TariffsPage,
});
