import type { AgentState, WaitingCall, Wallboard, WallboardAgent } from '@switchboard/contract';
import {
  Alert,
  Badge,
  Card,
  DataTable,
  type DataTableColumn,
  type Figure,
  Figures,
  PageHeader,
  Result,
  Spinner,
  Stack,
} from '@switchboard/ui';
import { type IntlShape, useIntl } from 'react-intl';
import { AppLink } from '../shell/links';
import { formatDuration } from '../telephony/money';
import { callCenterMessages as m, callCenterValueMessages as v } from './callCenter.messages';
import { useNow, useWallboard } from './useWallboard';

const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;

/** Seconds from `since` to now on the server's clock (the board's `at` plus the time since it came). */
const secondsSince = (since: string, now: number, skewMs: number) =>
  Math.max(0, Math.floor((now - skewMs - new Date(since).getTime()) / 1000));

/**
 * /xpbx/call-center/$queueId: a queue's live wallboard (useWallboard follows its stream). Today's
 * figures, the agents and their state, the calls waiting with their wait ticking each second.
 */
export function WallboardPage({ queueId }: { queueId: number }) {
  const intl = useIntl();
  const { board, status, skewMs } = useWallboard(queueId);
  const back = <AppLink to="/xpbx/call-center">{intl.formatMessage(m.backToQueues)}</AppLink>;

  if (status === 'not-found' || status === 'failed') {
    return (
      <Result
        kind="danger"
        title={intl.formatMessage(status === 'not-found' ? m.notFound : m.failed)}
        actions={back}
      />
    );
  }
  if (!board) {
    return (
      <Stack gap="lg">
        <PageHeader title={intl.formatMessage(m.title)} />
        {status === 'reconnecting' ? (
          <Alert kind="danger">{intl.formatMessage(m.unreachable)}</Alert>
        ) : (
          <Spinner label={intl.formatMessage(m.connecting)} />
        )}
      </Stack>
    );
  }
  return <Board board={board} reconnecting={status === 'reconnecting'} skewMs={skewMs} back={back} />;
}

function Board({
  board,
  reconnecting,
  skewMs,
  back,
}: {
  board: Wallboard;
  reconnecting: boolean;
  skewMs: number;
  back: React.ReactNode;
}) {
  const intl = useIntl();
  const now = useNow();
  const title = intl.formatMessage(v.wallboardOf, {
    name: board.queue.name,
    number: board.queue.queue_number,
  });
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={back} />
      {/* Said once when the connection drops, and cleared when it is back. */}
      <div role="status">
        {reconnecting && <Alert kind="info">{intl.formatMessage(m.reconnecting)}</Alert>}
      </div>
      <section aria-label={intl.formatMessage(m.today)}>
        <Figures items={figures(intl, board)} />
      </section>
      <Card title={intl.formatMessage(m.waiting)} headingLevel={2}>
        <DataTable<WaitingCall>
          label={intl.formatMessage(m.waiting)}
          data={board.waiting}
          columns={waitingColumns(intl, now, skewMs)}
          getRowId={(row) => row.call_id}
          exportFormats={[]}
          emptyMessage={intl.formatMessage(m.noWaiting)}
        />
      </Card>
      <Card title={intl.formatMessage(m.agents)} headingLevel={2}>
        <DataTable<WallboardAgent>
          label={intl.formatMessage(m.agents)}
          data={board.agents}
          columns={agentColumns(intl, now, skewMs)}
          getRowId={(row) => String(row.user_id)}
          exportFormats={[]}
          emptyMessage={intl.formatMessage(m.noAgents)}
        />
      </Card>
    </Stack>
  );
}

function figures(intl: IntlShape, board: Wallboard): Figure[] {
  const { today } = board;
  const none = intl.formatMessage(m.none);
  const duration = (seconds: number | null) => (seconds === null ? none : formatDuration(intl, seconds));
  const level = today.service_level;
  return [
    {
      id: 'waiting',
      label: intl.formatMessage(m.waitingNow),
      value: intl.formatNumber(board.waiting.length),
      tone: board.waiting.length > 0 ? 'warning' : 'neutral',
    },
    { id: 'answered', label: intl.formatMessage(m.answered), value: intl.formatNumber(today.answered) },
    {
      id: 'abandoned',
      label: intl.formatMessage(m.abandoned),
      value: intl.formatNumber(today.abandoned),
      tone: today.abandoned > 0 ? 'danger' : 'neutral',
    },
    {
      id: 'service-level',
      label: intl.formatMessage(m.serviceLevel),
      value: level === null ? none : intl.formatNumber(level / 100, { style: 'percent' }),
      hint: intl.formatMessage(v.withinTarget, { seconds: board.service_level_seconds }),
      // The common 80/20 target: 80 % answered within the threshold.
      tone: level === null ? 'neutral' : level >= 80 ? 'success' : 'warning',
    },
    {
      id: 'average-wait',
      label: intl.formatMessage(m.averageWait),
      value: duration(today.average_wait_seconds),
    },
    {
      id: 'longest-wait',
      label: intl.formatMessage(m.longestWait),
      value: duration(today.longest_wait_seconds),
    },
  ];
}

const STATE_BADGE: Record<AgentState, 'active' | 'inactive' | 'neutral'> = {
  available: 'active',
  on_call: 'neutral',
  wrap_up: 'neutral',
  offline: 'inactive',
};

const agentColumns = (intl: IntlShape, now: number, skewMs: number): DataTableColumn<WallboardAgent>[] => [
  { id: 'name', header: intl.formatMessage(m.agent), accessor: 'name' },
  {
    id: 'extension',
    header: intl.formatMessage(m.extension),
    accessor: (r) => r.extension ?? '',
    cell: (r) => ltr(r.extension ?? ''),
  },
  {
    id: 'state',
    header: intl.formatMessage(m.state),
    accessor: 'state',
    cell: (r) => <Badge kind={STATE_BADGE[r.state]}>{intl.formatMessage(m[r.state])}</Badge>,
  },
  {
    id: 'since',
    header: intl.formatMessage(m.since),
    accessor: (r) => r.since ?? '',
    sortable: false,
    cell: (r) => (r.since ? formatDuration(intl, secondsSince(r.since, now, skewMs)) : ''),
  },
];

const waitingColumns = (intl: IntlShape, now: number, skewMs: number): DataTableColumn<WaitingCall>[] => [
  {
    id: 'caller',
    header: intl.formatMessage(m.caller),
    accessor: (r) => r.caller ?? '',
    cell: (r) => (r.caller ? ltr(r.caller) : intl.formatMessage(m.unknownCaller)),
  },
  {
    id: 'waited',
    header: intl.formatMessage(m.waited),
    accessor: 'waiting_since',
    sortable: false,
    cell: (r) => formatDuration(intl, secondsSince(r.waiting_since, now, skewMs)),
  },
];
