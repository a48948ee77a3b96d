import { callReportMutations, callReportQueries } from '@switchboard/api-client';
import type { CallReportRow, DialStatus } from '@switchboard/contract';
import { Badge, Button, type DataTableColumn, Stack } from '@switchboard/ui';
import { useMutation, useQueries, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { enumLabels } from '#features/i18n/enumLabels';
import { callReportsMessages as m, callReportsValueMessages as v } from './callReports.messages';
import { dateTime, euro, formatMinSec, ltr } from './format';
import { ReportView } from './ReportView';
import type { CallReportFilter } from './reportSearch';

/** A row of the table: a customer call, or one of its legs shown beneath it once opened. */
type Row = CallReportRow & { parent?: string };

/**
 * Customer calls (a PBX reports' tab, the virtual numbers' call log): totals, calls per day, the
 * exports and the calls, newest first, more on request (the API's keyset pages). A call with legs
 * opens to show them; its legs are loaded through the api-client when it is first opened, then
 * kept in the cache.
 */
export function CallReport({ body }: { body: CallReportFilter }) {
  const intl = useIntl();
  const { api } = useApp();
  const queries = callReportQueries(api);
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(
    queries.calls(body),
  );
  const exporter = useMutation(callReportMutations(api).exportCalls());
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const legs = useQueries({ queries: [...open].map((callId) => queries.legs(callId)) });

  const calls = useMemo(() => data.pages.flatMap((page) => page.rows), [data]);
  const summary = data.pages[0]?.summary;
  const legsOf = new Map([...open].map((callId, index) => [callId, legs[index]]));
  const rows: Row[] = calls.flatMap((call) => {
    const loaded = legsOf.get(call.call_id)?.data ?? [];
    return [call, ...loaded.map((leg) => ({ ...leg, parent: call.call_id }))];
  });
  const toggle = (callId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(callId)) next.add(callId);
      return next;
    });

  return (
    <ReportView<Row, DialStatus>
      summary={summary}
      counted={intl.formatMessage(v.totalCount, { count: summary?.count ?? 0 })}
      minutes={intl.formatMessage(v.totalMinutes, { minutes: summary?.minutes ?? 0 })}
      resultLabel={(result) => intl.formatMessage(enumLabels.DIAL_STATUSES[result])}
      title={intl.formatMessage(m.calls)}
      noun={intl.formatMessage(m.callsNoun)}
      empty={intl.formatMessage(m.noCalls)}
      rows={rows}
      loaded={calls.length}
      columns={callColumns(intl, open, toggle, (id) => legsOf.get(id)?.isError ?? false)}
      rowId={(row) => row.call_id}
      exportLink={(format) => exporter.mutateAsync({ body: { ...body, format } })}
      more={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
    />
  );
}

function callColumns(
  intl: IntlShape,
  open: ReadonlySet<string>,
  toggle: (callId: string) => void,
  failed: (callId: string) => boolean,
): DataTableColumn<Row>[] {
  // The API's order (newest first, legs beneath their call) is the only order: no column sorts.
  const column = (c: DataTableColumn<Row>): DataTableColumn<Row> => ({ sortable: false, ...c });
  return [
    column({
      id: 'legs',
      header: intl.formatMessage(m.legs),
      accessor: 'legs',
      cell: (row) => {
        if (row.leg_type) return <Badge>{intl.formatMessage(enumLabels.CALL_LEG_TYPES[row.leg_type])}</Badge>;
        if (row.legs === 0) return null;
        const isOpen = open.has(row.call_id);
        return (
          <Stack gap="xs">
            <Button size="small" kind="ghost" aria-expanded={isOpen} onClick={() => toggle(row.call_id)}>
              {isOpen ? intl.formatMessage(m.hideLegs) : intl.formatMessage(v.showLegs, { count: row.legs })}
            </Button>
            {isOpen && failed(row.call_id) && <span role="alert">{intl.formatMessage(m.legsFailed)}</span>}
          </Stack>
        );
      },
    }),
    column({
      id: 'calltype',
      header: intl.formatMessage(m.calltype),
      accessor: 'calltype',
      cell: (row) => intl.formatMessage(enumLabels.CALL_TYPES[row.calltype]),
    }),
    column({
      id: 'calling_number',
      header: intl.formatMessage(m.callingNumber),
      accessor: 'calling_number',
      cell: (row) => ltr(row.calling_number),
    }),
    column({
      id: 'called_number',
      header: intl.formatMessage(m.calledNumber),
      accessor: 'called_number',
      cell: (row) => ltr(row.called_number),
    }),
    column({
      id: 'callstart',
      header: intl.formatMessage(m.callstart),
      accessor: 'callstart',
      nowrap: true,
      cell: (row) => dateTime(intl, row.callstart),
    }),
    column({
      id: 'callstop',
      header: intl.formatMessage(m.callstop),
      accessor: 'callstop',
      nowrap: true,
      cell: (row) => dateTime(intl, row.callstop),
    }),
    column({
      id: 'dialstatus',
      header: intl.formatMessage(m.dialstatus),
      accessor: 'dialstatus',
      // A refused call says why, in the words the owner can act on (no balance, no route…).
      cell: (row) =>
        row.refusal
          ? intl.formatMessage(v.refused, {
              status: intl.formatMessage(enumLabels.DIAL_STATUSES[row.dialstatus]),
              reason: intl.formatMessage(enumLabels.SWITCH_REFUSALS[row.refusal]),
            })
          : intl.formatMessage(enumLabels.DIAL_STATUSES[row.dialstatus]),
    }),
    column({
      id: 'duration',
      header: intl.formatMessage(m.duration),
      accessor: 'duration',
      align: 'end',
      cell: (row) => ltr(formatMinSec(intl, row.duration)),
    }),
    column({
      id: 'client_cost',
      header: intl.formatMessage(m.clientCost),
      accessor: 'client_cost',
      align: 'end',
      cell: (row) => euro(row.client_cost),
    }),
  ];
}
