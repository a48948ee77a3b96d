import { createFileRoute } from '@tanstack/react-router';
import { ThankYouError } from '#features/profile/thank-you/ThankYouError';
import { idSearch } from '#features/profile/thank-you/thankYouSearch';
import { UnsubscribeSuccessPage } from '#features/profile/thank-you/UnsubscribeSuccessPage';

const validateSearch = idSearch('subscription');

/** Where the browser goes after unsubscribing (spec §2, §7). */
export const Route = createFileRoute('/_app/profile/unsubscribe/success')({
  validateSearch,
  loaderDeps: ({ search }) => validateSearch({ ...search }),
  loader: ({ context: { queryClient, queries }, deps }) =>
    queryClient.ensureQueryData(queries.subscription(deps.subscription)),
  errorComponent: ThankYouError,
  component: () => <UnsubscribeSuccessPage subscriptionId={Route.useSearch().subscription} />,
});
