import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '../../../../../../features/widget/reports/reportSearch';
import { StatsPage } from '../../../../../../features/widget/reports/StatsPage';

/** Statistics of one kind of visitor request (spec §2). */
export const Route = createFileRoute('/_app/widget/_verified/reports/stats/video-calls')({
  validateSearch: validateReportSearch,
  component: () => <StatsPage type="video-calls" />,
});
