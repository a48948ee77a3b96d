import { type RingGroup, ringGroupResource } from '@switchboard/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import { ResourcePage } from '../resource/ResourcePage';
import { AppLink } from '../shell/links';
import { loadRingGroupForm } from './formLoaders';
import { ringGroupsMessages as m } from './ringGroups.messages';

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { name: m.name, ring_time: m.ringTime, strategy: m.strategy },
  values: { strategy: enumLabels.RING_GROUP_STRATEGIES },
};

/** /xpbx/settings/ring-groups: the ring groups; each name opens its page. */
export function RingGroupsPage() {
  const intl = useIntl();
  const renderName = useCallback(
    (group: RingGroup) => (
      <AppLink
        to="/xpbx/settings/ring-group/$id"
        params={{ id: String(group.id) }}
        aria-label={intl.formatMessage(m.open, { name: group.name })}
      >
        {group.name}
      </AppLink>
    ),
    [intl],
  );
  return (
    <ResourcePage
      resource={ringGroupResource}
      messages={messages}
      form={loadRingGroupForm}
      newLabel={m.add}
      renderName={renderName}
      exportFileName="ring-groups"
    />
  );
}
