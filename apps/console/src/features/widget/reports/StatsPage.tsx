import type { ReportRow, ReportType, StatsReport } from '@switchboard/contract';
import { Alert, DataTable, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { isReversedRange } from '#features/filters/dateRange';
import { useFilterSearch } from '#features/filters/useFilterSearch';
import { useTableHeight } from '#features/shell/useTableHeight';
import { DailyCounts } from './DailyCounts';
import { ReportFilterBar } from './ReportFilterBar';
import { reportColumns } from './reportColumns';
import { statsReportOptions } from './reportLoaders';
import { REPORT_PAGES } from './reportPages';
import { type ReportSearch, validateReportSearch } from './reportSearch';
import { widgetReportsMessages as m } from './widgetReports.messages';

/**
 * /widget/reports/stats/{type}: one kind of visitor request for the filters in the address — the
 * total, the count per day and the newest requests (POST /admin/reports/:type, loaded by the route
 * under the global loader, spec §2).
 */
export function StatsPage({ type }: { type: ReportType }) {
  const intl = useIntl();
  const [search, setSearch] = useFilterSearch(validateReportSearch);
  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(REPORT_PAGES[type].title)}
        description={intl.formatMessage(m.pageDescription)}
      />
      <ReportFilterBar value={search} onChange={setSearch} />
      {/* The end field says what is wrong with a reversed range; the API would refuse it. */}
      {!isReversedRange(search) && <StatsResult type={type} search={search} />}
    </Stack>
  );
}

function StatsResult({ type, search }: { type: ReportType; search: ReportSearch }) {
  const intl = useIntl();
  const { queries } = useApp();
  const height = useTableHeight();
  const { data } = useSuspenseQuery(statsReportOptions(queries, type, search));
  const columns = useMemo(() => reportColumns(intl, type), [intl, type]);

  return (
    <Stack gap="lg">
      <Summary report={data} />
      <DailyCounts daily={data.daily} />
      <DataTable<ReportRow>
        label={intl.formatMessage(REPORT_PAGES[type].title)}
        noun={intl.formatMessage(m.requests)}
        data={data.rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        defaultSorting={[{ id: 'created_at', desc: true }]}
        exportFileName={type}
        height={height}
      />
    </Stack>
  );
}

function Summary({ report }: { report: StatsReport }) {
  const intl = useIntl();
  const capped = report.total > report.rows.length;
  return (
    <Stack gap="sm" aria-live="polite">
      <strong>{intl.formatMessage(m.total, { total: report.total })}</strong>
      {capped && (
        <Alert kind="info">
          {intl.formatMessage(m.capped, { limit: report.rows.length, total: report.total })}
        </Alert>
      )}
    </Stack>
  );
}
