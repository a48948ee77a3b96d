import { xadminQueries } from '@switchboard/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '#features/session/guards';
import { AppShell } from '#features/shell/AppShell';
import { BillingPage } from '#features/xadmin/BillingPage';
import { billingBody, validateBillingSearch } from '#features/xadmin/billingSearch';

/** /billing (spec §2): the ledger of every account, for administrators (404 for anyone else). */
export const Route = createFileRoute('/_app/_verified/billing')({
  beforeLoad: requireAdmin,
  validateSearch: validateBillingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(xadminQueries(context.api).billingPage(billingBody(deps))),
  component: () => (
    <AppShell>
      <BillingPage />
    </AppShell>
  ),
});
