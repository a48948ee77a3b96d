import { callReportQueries } from '@switchboard/api-client';
import { routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { periodOf, periodProblem } from '#features/call-reports/reportSearch';
import { callLogBody, validateCallLogSearch } from '#features/vn-logs/logSearch';
import { CallLogsPage } from '#features/vn-logs/VnLogsPage';

/** The calls on the rented numbers: the first page (with its totals and days) ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/virtual-number/call_logs')({
  staticData: {
    menu: {
      in: 'virtual-number',
      label: defineMessage({ id: 'shell.nav.vnCallLogs', defaultMessage: 'Call logs' }),
      icon: 'clock',
      // Trunks and Capacity come between DID numbers (30) and here.
      order: 70,
      needs: routes.callReport,
    },
  },
  validateSearch: validateCallLogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (periodProblem(periodOf(deps)) !== null) return;
    return context.queryClient.ensureInfiniteQueryData(
      callReportQueries(context.api).calls(callLogBody(deps)),
    );
  },
  component: CallLogsPage,
});
