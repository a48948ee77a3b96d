import { createFileRoute } from '@tanstack/react-router';
import { CheckoutThankYouPage } from '#features/profile/thank-you/CheckoutThankYouPage';
import { ThankYouError } from '#features/profile/thank-you/ThankYouError';
import { idSearch } from '#features/profile/thank-you/thankYouSearch';

const validateSearch = idSearch('checkout');

/** Where the card provider sends the browser back after a subscription payment (spec §2). */
export const Route = createFileRoute('/_app/profile/subscription/thank-you')({
  validateSearch,
  loaderDeps: ({ search }) => validateSearch({ ...search }),
  loader: ({ context: { queryClient, queries }, deps }) =>
    queryClient.ensureQueryData(queries.checkout(deps.checkout)),
  errorComponent: ThankYouError,
  component: () => <CheckoutThankYouPage checkoutId={Route.useSearch().checkout} />,
});
