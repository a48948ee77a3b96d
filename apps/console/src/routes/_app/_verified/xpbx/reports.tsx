import { callReportQueries } from '@switchboard/api-client';
import { routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { messageReportBody, periodOf, periodProblem } from '#features/call-reports/reportSearch';
import { PbxReportsPage } from '#features/pbx-reports/PbxReportsPage';
import { pbxCallReportBody, tabOf, validatePbxReportSearch } from '#features/pbx-reports/reportSearch';

/** /xpbx/reports: the tab's first page (with its totals and days) ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/reports')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxReports', defaultMessage: 'Reports' }),
      icon: 'barChart',
      order: 15,
      needs: routes.callReport,
    },
  },
  validateSearch: validatePbxReportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (periodProblem(periodOf(deps)) !== null) return;
    const queries = callReportQueries(context.api);
    return tabOf(deps) === 'sms'
      ? context.queryClient.ensureInfiniteQueryData(queries.messages(messageReportBody(deps)))
      : context.queryClient.ensureInfiniteQueryData(queries.calls(pbxCallReportBody(deps)));
  },
  component: PbxReportsPage,
});
