import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '#features/widget/reports/ReportsPage';
import { loadReports } from '#features/widget/reports/reportLoaders';
import { validateReportSearch } from '#features/widget/reports/reportSearch';
import { StatsError } from '#features/widget/reports/StatsError';

/** The reports overview: every kind's total for the filters in the address. */
export const Route = createFileRoute('/_app/widget/_verified/reports/')({
  validateSearch: validateReportSearch,
  // The root keeps the raw query: what this route's validator dropped must not reach the loader.
  loaderDeps: ({ search }) => validateReportSearch({ ...search }),
  loader: ({ context, deps, preload }) => loadReports(context, deps, { preload }),
  errorComponent: StatsError,
  component: ReportsPage,
});
