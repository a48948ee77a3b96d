import { type RingGroup, ringGroupResource } from '@switchboard/contract';
import type { DataTableColumn } from '@switchboard/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ResourcePage } from '../resource/ResourcePage';
import { AppLink } from '../shell/links';
import { loadRingGroupForm } from './formLoaders';
import { ringGroupsMessages as m } from './ringGroups.messages';
import { strategyLabels } from './strategyLabels';

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { name: m.name, ring_time: m.ringTime, strategy: m.strategy },
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
  const columns = useCallback(
    (columns: DataTableColumn<RingGroup>[]) =>
      columns.map((column) =>
        column.id === 'strategy'
          ? { ...column, accessor: (group: RingGroup) => intl.formatMessage(strategyLabels[group.strategy]) }
          : column,
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
      columns={columns}
      exportFileName="ring-groups"
    />
  );
}
