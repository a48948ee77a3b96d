import { pbxHomeQueries } from '@switchboard/api-client';
import {
  type BusyNumber,
  type CallEventKind,
  type CallTotals,
  formatEuro,
  type LiveCall,
} from '@switchboard/contract';
import { Badge, Card, DataTable, type DataTableColumn, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { liveCountMessages, pbxHomeMessages as m } from './pbxHome.messages';

const STATE_LABEL: Record<CallEventKind, keyof typeof m> = {
  started: 'started',
  ringing: 'ringing',
  queued: 'queued',
  answered: 'inCall',
  transferred: 'transferred',
  ended: 'ended',
};

const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;

/**
 * /xpbx, the PBX home: today's and this month's calls by result with minutes and spend (from the
 * call records), the busiest numbers, and the calls live now, polled every two seconds through the
 * api-client's query (pbxHome.ts says why polling). The route's loader
 * ensures both reads, so the page opens complete or shows the route's error with a retry.
 */
export function PbxHomePage() {
  const intl = useIntl();
  const { api } = useApp();
  const queries = pbxHomeQueries(api);
  // Both ensured by the route's loader; a failed poll keeps the last answer on screen.
  const { data: totals } = useSuspenseQuery(queries.pbxDashboard());
  const { data: live } = useSuspenseQuery(queries.liveCalls());
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Card title={intl.formatMessage(m.live)} headingLevel={2}>
        <Stack gap="sm">
          <p aria-live="polite">{intl.formatMessage(liveCountMessages.liveCount, { count: live.length })}</p>
          <DataTable<LiveCall>
            label={intl.formatMessage(m.live)}
            data={live}
            columns={liveColumns(intl)}
            getRowId={(row) => row.call_id}
            exportFormats={[]}
            emptyMessage={intl.formatMessage(m.noLive)}
          />
        </Stack>
      </Card>
      <Card title={intl.formatMessage(m.totals)} headingLevel={2}>
        <DataTable<TotalsRow>
          label={intl.formatMessage(m.totals)}
          data={totalsRows(intl, totals.today, totals.month)}
          columns={totalsColumns(intl)}
          getRowId={(row) => row.id}
          exportFormats={[]}
        />
      </Card>
      <Card title={intl.formatMessage(m.busiest)} headingLevel={2}>
        <DataTable<BusyNumber>
          label={intl.formatMessage(m.busiest)}
          data={totals.busiest}
          columns={busiestColumns(intl)}
          getRowId={(row) => row.number}
          exportFormats={[]}
          emptyMessage={intl.formatMessage(m.noCalls)}
        />
      </Card>
    </Stack>
  );
}

interface TotalsRow {
  id: string;
  label: string;
  today: string;
  month: string;
}

function totalsRows(intl: IntlShape, today: CallTotals, month: CallTotals): TotalsRow[] {
  const count = (n: number) => intl.formatNumber(n);
  const row = (id: keyof CallTotals, format: (n: number) => string) => ({
    id,
    label: intl.formatMessage(m[id]),
    today: format(today[id]),
    month: format(month[id]),
  });
  return [
    row('answered', count),
    row('missed', count),
    row('busy', count),
    row('failed', count),
    row('minutes', count),
    // Spec §9: the ledger's euro, in en-US style.
    row('spend', formatEuro),
  ];
}

const totalsColumns = (intl: IntlShape): DataTableColumn<TotalsRow>[] => [
  { id: 'label', header: intl.formatMessage(m.measure), accessor: 'label', sortable: false },
  {
    id: 'today',
    header: intl.formatMessage(m.today),
    accessor: 'today',
    sortable: false,
    align: 'end',
    cell: (r) => ltr(r.today),
  },
  {
    id: 'month',
    header: intl.formatMessage(m.month),
    accessor: 'month',
    sortable: false,
    align: 'end',
    cell: (r) => ltr(r.month),
  },
];

const busiestColumns = (intl: IntlShape): DataTableColumn<BusyNumber>[] => [
  { id: 'number', header: intl.formatMessage(m.number), accessor: 'number', cell: (r) => ltr(r.number) },
  {
    id: 'calls',
    header: intl.formatMessage(m.calls),
    accessor: 'calls',
    align: 'end',
    cell: (r) => ltr(intl.formatNumber(r.calls)),
  },
];

const liveColumns = (intl: IntlShape): DataTableColumn<LiveCall>[] => [
  {
    id: 'from',
    header: intl.formatMessage(m.from),
    accessor: (r) => r.calling_number ?? '',
    cell: (r) => ltr(r.calling_number ?? ''),
  },
  {
    id: 'to',
    header: intl.formatMessage(m.to),
    accessor: (r) => r.called_number ?? '',
    cell: (r) => ltr(r.called_number ?? ''),
  },
  {
    id: 'state',
    header: intl.formatMessage(m.state),
    accessor: 'state',
    cell: (r) => (
      <Badge kind={r.state === 'answered' ? 'active' : 'neutral'}>
        {intl.formatMessage(m[STATE_LABEL[r.state]])}
      </Badge>
    ),
  },
  {
    id: 'since',
    header: intl.formatMessage(m.since),
    accessor: (r) => r.started_at ?? '',
    cell: (r) => (r.started_at ? ltr(intl.formatTime(r.started_at, { timeStyle: 'medium' })) : ''),
  },
];
