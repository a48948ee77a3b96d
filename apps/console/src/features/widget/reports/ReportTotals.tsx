import type { StatsReport } from '@switchboard/contract';
import { Stack } from '@switchboard/ui';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { isReversedRange } from '#features/filters/dateRange';
import { LinkCard } from '#features/shell/LinkCard';
import { statsReportOptions } from './reportLoaders';
import { REPORT_PAGE_ORDER, REPORT_PAGES } from './reportPages';
import type { ReportSearch } from './reportSearch';
import { widgetReportsMessages as m } from './widgetReports.messages';

/**
 * One card per kind of visitor request with its total for the filters, linking to its page with
 * the same filters. The queries are the pages' own (loaded by the route), so opening a page shows
 * it at once. A reversed range is not asked for: its cards show no total.
 */
export function ReportTotals({ search }: { search: ReportSearch }) {
  return isReversedRange(search) ? (
    <TotalCards search={search} reports={[]} />
  ) : (
    <LoadedTotals search={search} />
  );
}

function LoadedTotals({ search }: { search: ReportSearch }) {
  const { queries } = useApp();
  const reports = useSuspenseQueries({
    queries: REPORT_PAGE_ORDER.map((type) => statsReportOptions(queries, type, search)),
  });
  return <TotalCards search={search} reports={reports.map((report) => report.data)} />;
}

function TotalCards({ search, reports }: { search: ReportSearch; reports: readonly StatsReport[] }) {
  const intl = useIntl();
  return (
    <Stack as="nav" direction="row" gap="lg" align="stretch" wrap aria-label={intl.formatMessage(m.totals)}>
      {REPORT_PAGE_ORDER.map((type, index) => {
        const report = reports[index];
        const page = REPORT_PAGES[type];
        return (
          <LinkCard key={type} to={page.to} search={search} title={intl.formatMessage(page.title)}>
            {report ? intl.formatMessage(m.requestCount, { count: report.total }) : '—'}
          </LinkCard>
        );
      })}
    </Stack>
  );
}
