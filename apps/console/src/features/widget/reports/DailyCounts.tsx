import type { DailyCount } from '@switchboard/contract';
import { DataTable, type DataTableColumn } from '@switchboard/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { widgetReportsMessages as m } from './widgetReports.messages';

/** Requests per day, newest day first (the kit has no chart; a table reads well to everyone). */
export function DailyCounts({ daily }: { daily: readonly DailyCount[] }) {
  const intl = useIntl();
  const columns = useMemo<DataTableColumn<DailyCount>[]>(
    () => [
      {
        id: 'date',
        header: intl.formatMessage(m.day),
        accessor: 'date',
        nowrap: true,
        // A report day is a UTC day: shown as such, it never slips to the day before.
        cell: (row) => intl.formatDate(row.date, { dateStyle: 'medium', timeZone: 'UTC' }),
      },
      {
        id: 'count',
        header: intl.formatMessage(m.count),
        accessor: 'count',
        align: 'end',
        cell: (row) => intl.formatNumber(row.count),
      },
    ],
    [intl],
  );
  return (
    <DataTable
      label={intl.formatMessage(m.daily)}
      noun={intl.formatMessage(m.days)}
      data={daily}
      columns={columns}
      getRowId={(row) => row.date}
      defaultSorting={[{ id: 'date', desc: true }]}
      defaultPageSize={5}
      exportFileName="requests-per-day"
    />
  );
}
