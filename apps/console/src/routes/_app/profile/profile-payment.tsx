import { createFileRoute } from '@tanstack/react-router';
import { type PaymentView, ProfilePaymentPage } from '#features/profile/payment/ProfilePaymentPage';

/** `?view=transactions` opens the transactions (the recharge thank-you page links there). */
const validateSearch = (search: Record<string, unknown>): { view?: PaymentView } =>
  search.view === 'transactions' ? { view: 'transactions' } : {};

export const Route = createFileRoute('/_app/profile/profile-payment')({
  validateSearch,
  // Both views and the card dialog's provider address: switching views never waits.
  loader: ({ context: { queryClient, queries } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.paymentMethods()),
      queryClient.ensureQueryData(queries.transactions()),
      queryClient.ensureQueryData(queries.paymentsConfig()),
    ]),
  component: PaymentRoute,
});

function PaymentRoute() {
  const { view = 'cards' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProfilePaymentPage
      view={view}
      onViewChange={(next) =>
        void navigate({ search: next === 'cards' ? {} : { view: next }, replace: true })
      }
    />
  );
}
