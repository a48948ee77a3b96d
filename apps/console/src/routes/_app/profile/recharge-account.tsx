import { createFileRoute } from '@tanstack/react-router';
import { RechargePage } from '#features/profile/recharge/RechargePage';

export const Route = createFileRoute('/_app/profile/recharge-account')({
  // The tiles, the balance, and whether there is a card to pay with.
  loader: ({ context: { queryClient, queries } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.paymentsConfig()),
      queryClient.ensureQueryData(queries.balance()),
      queryClient.ensureQueryData(queries.paymentMethods()),
    ]),
  component: RechargePage,
});
