import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../../../features/widget-reports/ReportsPage';

/** The reports overview. */
export const Route = createFileRoute('/_app/widget/_verified/reports/')({
  component: ReportsPage,
});
