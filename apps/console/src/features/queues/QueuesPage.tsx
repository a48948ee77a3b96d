import { type Queue, queueResource } from '@switchboard/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ResourcePage } from '../resource/ResourcePage';
import { AppLink } from '../shell/links';
import { loadQueueForm } from './formLoaders';
import { queuesMessages as m } from './queues.messages';

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { name: m.name, description: m.queueDescription, priority: m.priority },
};

/** /xpbx/settings/queues (spec §3 Queues columns description, is_active, priority); each name opens its page. */
export function QueuesPage() {
  const intl = useIntl();
  const renderName = useCallback(
    (queue: Queue) => (
      <AppLink
        to="/xpbx/settings/queue/$id"
        params={{ id: String(queue.id) }}
        aria-label={intl.formatMessage(m.open, { name: queue.name })}
      >
        {queue.name}
      </AppLink>
    ),
    [intl],
  );
  return (
    <ResourcePage
      resource={queueResource}
      messages={messages}
      form={loadQueueForm}
      newLabel={m.add}
      renderName={renderName}
      exportFileName="queues"
    />
  );
}
