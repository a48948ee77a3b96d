import { type Queue, queueResource } from '@switchboard/contract';
import { Badge } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import { ResourceDetail } from '../resource/ResourceDetail';
import { ResourceGeneral } from '../resource/ResourceGeneral';
import { loadQueueForm } from './formLoaders';
import {
  QueueActions,
  QueueBlackNumbers,
  QueueMembers,
  QueueRules,
  QueueVipNumbers,
} from './QueueOptionTabs';
import { queuesMessages as m } from './queues.messages';
import type { QueueTab } from './queueTabs';

/** The General tab: the queue's fields and 'Edit queue'. */
function QueueGeneral({ queue }: { queue: Queue }) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value);
  const rows = [
    [intl.formatMessage(m.name), queue.name],
    [intl.formatMessage(m.queueDescription), queue.description || '—'],
    [
      intl.formatMessage(m.queueNumber),
      <span key="number" dir="ltr">
        {queue.queue_number}
      </span>,
    ],
    [
      intl.formatMessage(m.isActive),
      <Badge key="active" kind={queue.is_active === 1 ? 'active' : 'inactive'} />,
    ],
    [intl.formatMessage(m.strategy), intl.formatMessage(enumLabels.QUEUE_STRATEGIES[queue.strategy])],
    [intl.formatMessage(m.priority), number(queue.priority)],
    [intl.formatMessage(m.weight), number(queue.weight)],
    [intl.formatMessage(m.timeout), number(queue.timeout)],
    [intl.formatMessage(m.wrapupTime), number(queue.wrapup_time)],
    [intl.formatMessage(m.unblock), number(queue.unblock)],
    [
      intl.formatMessage(m.connectToLastAgent),
      intl.formatMessage(queue.connect_to_last_agent === 1 ? m.yes : m.no),
    ],
    [intl.formatMessage(m.agentSearchPeriod), number(queue.agent_search_period)],
  ] as const;
  return (
    <ResourceGeneral
      resource={queueResource}
      record={queue}
      form={loadQueueForm}
      editTitle={m.editTitle}
      label={intl.formatMessage(m.tabGeneral)}
      rows={rows}
    />
  );
}

/**
 * /xpbx/settings/queue/$id, Queue Details (spec §2): tabs General, Members, Actions, Rules, VIP
 * numbers and Black numbers under the breadcrumbs Queues › the queue. The route's loader has ensured
 * the queue and its lists.
 */
export function QueuePage({ id, tab }: { id: number; tab?: QueueTab | undefined }) {
  const intl = useIntl();
  return (
    <ResourceDetail
      resource={queueResource}
      id={id}
      breadcrumbs={[{ label: intl.formatMessage(m.title), href: '/xpbx/settings/queues' }]}
      tabsLabel={intl.formatMessage(m.details)}
      {...(tab ? { defaultTab: tab } : {})}
      tabs={[
        {
          id: 'general',
          label: intl.formatMessage(m.tabGeneral),
          content: (q: Queue) => <QueueGeneral queue={q} />,
        },
        {
          id: 'members',
          label: intl.formatMessage(m.tabMembers),
          content: (q: Queue) => <QueueMembers queueId={q.id} />,
        },
        {
          id: 'actions',
          label: intl.formatMessage(m.tabActions),
          content: (q: Queue) => <QueueActions queueId={q.id} />,
        },
        {
          id: 'rules',
          label: intl.formatMessage(m.tabRules),
          content: (q: Queue) => <QueueRules queueId={q.id} />,
        },
        {
          id: 'vip',
          label: intl.formatMessage(m.tabVip),
          content: (q: Queue) => <QueueVipNumbers queueId={q.id} />,
        },
        {
          id: 'black',
          label: intl.formatMessage(m.tabBlack),
          content: (q: Queue) => <QueueBlackNumbers queueId={q.id} />,
        },
      ]}
    />
  );
}
