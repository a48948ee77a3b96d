import { resourceQueries } from '@switchboard/api-client';
import { type RingGroup, ringGroupResource, soundFileResource } from '@switchboard/contract';
import { Badge } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { enumLabels } from '#features/i18n/enumLabels';
import { ResourceDetail } from '../resource/ResourceDetail';
import { ResourceGeneral } from '../resource/ResourceGeneral';
import { loadRingGroupForm } from './formLoaders';
import { RingGroupMembers } from './RingGroupMembers';
import { ringGroupsMessages as m } from './ringGroups.messages';
import type { RingGroupTab } from './ringGroupTabs';

/** The General tab: the group's fields (its music by file name) and 'Edit ring group'. */
function RingGroupGeneral({ group }: { group: RingGroup }) {
  const intl = useIntl();
  const { api } = useApp();
  const { data: files } = useSuspenseQuery(resourceQueries(api, soundFileResource).list());
  const music =
    group.moh_sound_file_id === null
      ? intl.formatMessage(m.defaultMusic)
      : (files.find((file) => file.id === group.moh_sound_file_id)?.filename ?? '—');
  const rows = [
    [intl.formatMessage(m.name), group.name],
    [intl.formatMessage(m.ringTime), intl.formatNumber(group.ring_time)],
    [intl.formatMessage(m.strategy), intl.formatMessage(enumLabels.RING_GROUP_STRATEGIES[group.strategy])],
    [intl.formatMessage(m.music), music],
    [
      intl.formatMessage(m.isActive),
      <Badge key="active" kind={group.is_active === 1 ? 'active' : 'inactive'} />,
    ],
  ] as const;
  return (
    <ResourceGeneral
      resource={ringGroupResource}
      record={group}
      form={loadRingGroupForm}
      editTitle={m.editTitle}
      label={intl.formatMessage(m.tabGeneral)}
      rows={rows}
    />
  );
}

/**
 * /xpbx/settings/ring-group/$id, Ring Group Details (spec §2): tabs General and Members under the
 * breadcrumbs Ring groups › the group. The route's loader has ensured the group and its members.
 */
export function RingGroupPage({ id, tab }: { id: number; tab?: RingGroupTab | undefined }) {
  const intl = useIntl();
  return (
    <ResourceDetail
      resource={ringGroupResource}
      id={id}
      breadcrumbs={[{ label: intl.formatMessage(m.title), href: '/xpbx/settings/ring-groups' }]}
      tabsLabel={intl.formatMessage(m.details)}
      {...(tab ? { defaultTab: tab } : {})}
      tabs={[
        {
          id: 'general',
          label: intl.formatMessage(m.tabGeneral),
          content: (g: RingGroup) => <RingGroupGeneral group={g} />,
        },
        {
          id: 'members',
          label: intl.formatMessage(m.tabMembers),
          content: (g: RingGroup) => <RingGroupMembers group={g} />,
        },
      ]}
    />
  );
}
