import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../../../features/widget/reports/ReportsPage';
import { validateReportSearch } from '../../../../../features/widget/reports/reportSearch';

/** The reports overview. */
export const Route = createFileRoute('/_app/widget/_verified/reports/')({
  validateSearch: validateReportSearch,
  component: ReportsPage,
});
