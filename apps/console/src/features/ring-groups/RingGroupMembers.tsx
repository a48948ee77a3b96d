import { resourceQueries, telephonyMutations } from '@switchboard/api-client';
import {
  type RingGroup,
  type RingGroupMember,
  ringGroupMemberResource,
  ringGroupResource,
} from '@switchboard/contract';
import { Alert, Card, type DataTableColumn, OrderList, Stack } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ResourcePage } from '../resource/ResourcePage';
import { useResourceNotice } from '../resource/useResourceNotice';
import { useMayCall } from '../session/useMayCall';
import { loadRingGroupMemberForm } from './formLoaders';
import { ringGroupsMessages as m } from './ringGroups.messages';

const messages = {
  title: m.membersTitle,
  description: m.membersDescription,
  tableLabel: m.membersTable,
  noun: m.membersNoun,
  columns: { position: m.position, name: m.memberName, number: m.number, ring_time: m.memberRingTime },
};

/**
 * The ringing order of the ordered strategy: the members move by keyboard (or pointer) with their
 * up and down buttons; each move shows at once and is saved through the reorder endpoint (the
 * list is put back, with the failure notice, when the save fails).
 */
function RingingOrder({ group }: { group: RingGroup }) {
  const intl = useIntl();
  const { api } = useApp();
  const notice = useResourceNotice(ringGroupResource);
  const mayCall = useMayCall();
  const list = useMemo(
    () => resourceQueries(api, ringGroupMemberResource, { ringGroupId: group.id }).list(),
    [api, group.id],
  );
  const { data } = useSuspenseQuery(list);
  // A member added since the last load sits on top of the cached list: the order is `position`.
  const members = useMemo(() => [...data].sort((a, b) => a.position - b.position || a.id - b.id), [data]);
  const reorder = useMutation(telephonyMutations(api).reorderRingGroupMembers());
  if (members.length < 2) return null;
  return (
    <Card title={intl.formatMessage(m.orderTitle)} headingLevel={3}>
      <Stack gap="sm">
        <p>{intl.formatMessage(m.orderHint)}</p>
        <OrderList
          aria-label={intl.formatMessage(m.orderLabel)}
          items={members}
          itemKey={(member) => member.id}
          itemName={(member) => member.name}
          renderItem={(member) => (
            <>
              <strong>{member.name}</strong> <span dir="ltr">{member.number}</span>
            </>
          )}
          onReorder={(ordered) =>
            reorder.mutate(
              { params: { ringGroupId: group.id }, body: { ids: ordered.map((member) => member.id) } },
              {
                onSuccess: () => notice.success('update', group.name),
                onError: () => notice.failure('update', group.name),
              },
            )
          }
          disabled={!mayCall(ringGroupMemberResource.operations.update)}
        />
      </Stack>
    </Card>
  );
}

/** Members in ringing order, also the ones added since the list was loaded (they come first in it). */
const byPosition = [{ id: 'position', desc: false }];

/** The Order column counts from 1, as the ringing order does (`position` counts from 0). */
const fromOne = (columns: DataTableColumn<RingGroupMember>[]) =>
  columns.map((column) =>
    column.id === 'position'
      ? { ...column, accessor: (member: RingGroupMember) => member.position + 1 }
      : column,
  );

/** The Members tab: the group's numbers and, for the ordered strategy, their ringing order. */
export function RingGroupMembers({ group }: { group: RingGroup }) {
  const intl = useIntl();
  const scope = useMemo(() => ({ ringGroupId: group.id }), [group.id]);
  return (
    <Stack gap="lg">
      <ResourcePage
        resource={ringGroupMemberResource}
        scope={scope}
        messages={messages}
        form={loadRingGroupMemberForm}
        newLabel={m.addMember}
        headingLevel={2}
        columns={fromOne}
        defaultSorting={byPosition}
        exportFileName={`ring-group-${group.id}-members`}
      />
      {group.strategy === 'ordered' ? (
        <RingingOrder group={group} />
      ) : (
        <Alert kind="info">{intl.formatMessage(m.orderOnlyOrdered)}</Alert>
      )}
    </Stack>
  );
}
