import { xadminQueries } from '@switchboard/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { dashboardBody, validateDashboardSearch } from '#features/xadmin/dashboardSearch';
import { XadminDashboardPage } from '#features/xadmin/XadminDashboardPage';

/** The platform's figures over the period in the address, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xadmin/dashboard')({
  validateSearch: validateDashboardSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const body = dashboardBody(deps);
    if (body) return context.queryClient.ensureQueryData(xadminQueries(context.api).dashboard(body));
  },
  component: XadminDashboardPage,
});
