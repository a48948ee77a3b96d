import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '../../../../../../features/widget/reports/reportSearch';
import { StatsOverviewPage } from '../../../../../../features/widget/reports/StatsOverviewPage';

/** Statistics of every kind of visitor request. */
export const Route = createFileRoute('/_app/widget/_verified/reports/stats/')({
  validateSearch: validateReportSearch,
  component: StatsOverviewPage,
});
