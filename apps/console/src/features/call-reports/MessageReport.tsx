import { callReportMutations, callReportQueries } from '@switchboard/api-client';
import type { MessageReportRow, MessageStatus } from '@switchboard/contract';
import type { DataTableColumn } from '@switchboard/ui';
import { useMutation, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { enumLabels } from '#features/i18n/enumLabels';
import { callReportsMessages as m, callReportsValueMessages as v } from './callReports.messages';
import { dateTime, euro, ltr } from './format';
import { ReportView } from './ReportView';
import type { MessageReportFilter } from './reportSearch';

/**
 * The message log (the PBX reports' SMS tab, the virtual numbers' SMS log) with the calls' filters,
 * totals, messages per day and exports.
 */
export function MessageReport({ body }: { body: MessageReportFilter }) {
  const intl = useIntl();
  const { api } = useApp();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(
    callReportQueries(api).messages(body),
  );
  const exporter = useMutation(callReportMutations(api).exportMessages());
  const rows = useMemo(() => data.pages.flatMap((page) => page.rows), [data]);
  const summary = data.pages[0]?.summary;
  return (
    <ReportView<MessageReportRow, MessageStatus>
      summary={summary}
      counted={intl.formatMessage(v.totalMessages, { count: summary?.count ?? 0 })}
      resultLabel={(result) => intl.formatMessage(enumLabels.MESSAGE_STATUSES[result])}
      title={intl.formatMessage(m.messages)}
      noun={intl.formatMessage(m.messagesNoun)}
      empty={intl.formatMessage(m.noMessages)}
      rows={rows}
      loaded={rows.length}
      columns={messageColumns(intl)}
      rowId={(row) => String(row.id)}
      exportLink={(format) => exporter.mutateAsync({ body: { ...body, format } })}
      more={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
    />
  );
}

function messageColumns(intl: IntlShape): DataTableColumn<MessageReportRow>[] {
  return [
    {
      id: 'msgtype',
      header: intl.formatMessage(m.msgtype),
      accessor: 'msgtype',
      sortable: false,
      cell: (row) => row.msgtype.toUpperCase(),
    },
    {
      id: 'calling_number',
      header: intl.formatMessage(m.callingNumber),
      accessor: 'calling_number',
      sortable: false,
      cell: (row) => ltr(row.calling_number),
    },
    {
      id: 'called_number',
      header: intl.formatMessage(m.calledNumber),
      accessor: 'called_number',
      sortable: false,
      cell: (row) => ltr(row.called_number),
    },
    {
      id: 'created_at',
      header: intl.formatMessage(m.createdAt),
      accessor: 'created_at',
      sortable: false,
      nowrap: true,
      cell: (row) => dateTime(intl, row.created_at),
    },
    {
      id: 'msgstatus',
      header: intl.formatMessage(m.msgstatus),
      accessor: 'msgstatus',
      sortable: false,
      cell: (row) => intl.formatMessage(enumLabels.MESSAGE_STATUSES[row.msgstatus]),
    },
    {
      id: 'client_cost',
      header: intl.formatMessage(m.clientCost),
      accessor: 'client_cost',
      sortable: false,
      align: 'end',
      cell: (row) => euro(row.client_cost),
    },
  ];
}
