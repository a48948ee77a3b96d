import { createFileRoute } from '@tanstack/react-router';
import { loadReports } from '#features/widget/reports/reportLoaders';
import { validateReportSearch } from '#features/widget/reports/reportSearch';
import { StatsError } from '#features/widget/reports/StatsError';
import { StatsPage } from '#features/widget/reports/StatsPage';

/** Statistics of one kind of visitor request (spec §2), for the filters in the address. */
export const Route = createFileRoute('/_app/widget/_verified/reports/stats/messages')({
  validateSearch: validateReportSearch,
  // The root keeps the raw query: what this route's validator dropped must not reach the loader.
  loaderDeps: ({ search }) => validateReportSearch({ ...search }),
  loader: ({ context, deps, preload }) => loadReports(context, deps, { types: ['messages'], preload }),
  errorComponent: StatsError,
  component: () => <StatsPage type="messages" />,
});
