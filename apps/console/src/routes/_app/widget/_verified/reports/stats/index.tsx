import { createFileRoute } from '@tanstack/react-router';
import { loadReports } from '#features/widget/reports/reportLoaders';
import { validateReportSearch } from '#features/widget/reports/reportSearch';
import { StatsError } from '#features/widget/reports/StatsError';
import { StatsOverviewPage } from '#features/widget/reports/StatsOverviewPage';

/** Statistics of every kind of visitor request, for the filters in the address. */
export const Route = createFileRoute('/_app/widget/_verified/reports/stats/')({
  validateSearch: validateReportSearch,
  // The root keeps the raw query: what this route's validator dropped must not reach the loader.
  loaderDeps: ({ search }) => validateReportSearch({ ...search }),
  loader: ({ context, deps, preload }) => loadReports(context, deps, { preload }),
  errorComponent: StatsError,
  component: StatsOverviewPage,
});
