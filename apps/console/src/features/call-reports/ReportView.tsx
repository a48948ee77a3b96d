import type { ReportDayCount, ReportExportFormat, ReportExportLink } from '@switchboard/contract';
import { Button, Card, DataTable, type DataTableColumn, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { callReportsMessages as m, callReportsValueMessages as v } from './callReports.messages';
import { DailyChart } from './DailyChart';
import { ExportButtons } from './ExportButtons';
import { ReportTotals } from './ReportTotals';

interface ReportViewProps<T, R extends string> {
  /** The first page's totals and days (only the first page carries them). */
  summary: { count: number; cost: number; daily: readonly ReportDayCount<R>[] } | null | undefined;
  /** The totals' words: '12 calls', '30 minutes'. */
  counted: string;
  minutes?: string;
  resultLabel: (result: R) => string;
  title: string;
  noun: string;
  empty: string;
  rows: T[];
  /** How many of the filtered set are loaded (a call's legs do not count). */
  loaded: number;
  columns: DataTableColumn<T>[];
  rowId: (row: T) => string;
  exportLink: (format: ReportExportFormat) => Promise<ReportExportLink>;
  more: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}

/**
 * A report tab's body: totals, the chart of the days by result, the exports and the table, newest
 * first, more on request (the API's keyset pages). The calls and the SMS tabs show their rows in it.
 */
export function ReportView<T, R extends string>(props: ReportViewProps<T, R>) {
  const intl = useIntl();
  const { summary, more } = props;
  return (
    <Stack gap="lg">
      {summary && (
        <>
          <ReportTotals
            count={props.counted}
            {...(props.minutes ? { minutes: props.minutes } : {})}
            cost={summary.cost}
          />
          <DailyChart daily={summary.daily} resultLabel={props.resultLabel} />
        </>
      )}
      <Card title={props.title} headingLevel={2}>
        <Stack gap="md">
          <ExportButtons link={props.exportLink} />
          <DataTable<T>
            label={props.title}
            noun={props.noun}
            data={props.rows}
            columns={props.columns}
            getRowId={props.rowId}
            defaultPageSize={50}
            pageSizeOptions={[25, 50, 100]}
            exportFormats={[]}
            emptyMessage={props.empty}
          />
          {summary && (
            <p aria-live="polite">
              {intl.formatMessage(v.shownOf, {
                shown: intl.formatNumber(props.loaded),
                total: intl.formatNumber(summary.count),
              })}
            </p>
          )}
          {more.hasNextPage && (
            <Button loading={more.isFetchingNextPage} onClick={() => void more.fetchNextPage()}>
              {intl.formatMessage(m.loadMore)}
            </Button>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
