import { Alert, Button, Spinner, Stack } from '@switchboard/ui';
import { useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../../app/AppContextProvider';
import { LinkCard } from '../../shell/LinkCard';
import { widgetMessages } from '../widget.messages';
import { REPORT_PAGE_ORDER, REPORT_PAGES } from './reportPages';
import { isReversedRange, type ReportSearch, reportBody } from './reportSearch';
import { widgetReportsMessages as m } from './widgetReports.messages';

/**
 * One card per kind of visitor request with its total for the filters, linking to its page with
 * the same filters. The queries are the pages' own, so opening a page shows it at once.
 */
export function ReportTotals({ search }: { search: ReportSearch }) {
  const intl = useIntl();
  const { queries } = useApp();
  const enabled = !isReversedRange(search);
  const body = reportBody(search);
  const reports = useQueries({
    queries: REPORT_PAGE_ORDER.map((type) => ({
      ...queries.statsReport(type, body),
      meta: { globalLoader: true },
      enabled,
    })),
  });
  const failed = reports.filter((report) => report.isError);

  return (
    <Stack gap="md">
      {failed.length > 0 && (
        <Alert
          kind="danger"
          title={intl.formatMessage(m.totalsFailed)}
          action={
            <Button size="small" onClick={() => failed.forEach((report) => void report.refetch())}>
              {intl.formatMessage(widgetMessages.retry)}
            </Button>
          }
        />
      )}
      <Stack as="nav" direction="row" gap="lg" align="stretch" wrap aria-label={intl.formatMessage(m.totals)}>
        {REPORT_PAGE_ORDER.map((type, index) => {
          const report = reports[index];
          const page = REPORT_PAGES[type];
          return (
            <LinkCard key={type} to={page.to} search={search} title={intl.formatMessage(page.title)}>
              {report?.data ? (
                intl.formatMessage(m.requestCount, { count: report.data.total })
              ) : report?.isFetching ? (
                <Spinner size="small" />
              ) : (
                '—'
              )}
            </LinkCard>
          );
        })}
      </Stack>
    </Stack>
  );
}
