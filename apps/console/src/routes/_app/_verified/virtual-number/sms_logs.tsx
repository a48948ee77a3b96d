import { callReportQueries } from '@switchboard/api-client';
import { routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { periodOf, periodProblem } from '#features/call-reports/reportSearch';
import { smsLogBody, validateSmsLogSearch } from '#features/vn-logs/logSearch';
import { SmsLogsPage } from '#features/vn-logs/VnLogsPage';

/** The messages to or from the rented numbers: the first page ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/virtual-number/sms_logs')({
  staticData: {
    menu: {
      in: 'virtual-number',
      label: defineMessage({ id: 'shell.nav.vnSmsLogs', defaultMessage: 'SMS logs' }),
      icon: 'chat',
      order: 80,
      needs: routes.messageReport,
    },
  },
  validateSearch: validateSmsLogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (periodProblem(periodOf(deps)) !== null) return;
    return context.queryClient.ensureInfiniteQueryData(
      callReportQueries(context.api).messages(smsLogBody(deps)),
    );
  },
  component: SmsLogsPage,
});
