import { resourceQueries } from '@switchboard/api-client';
import {
  type BlackNumber,
  blackNumberResource,
  type QueueAction,
  type QueueRule,
  queueActionResource,
  queueMemberResource,
  queueRuleResource,
  soundFileResource,
  timeslotResource,
  vipNumberResource,
} from '@switchboard/contract';
import type { DataTableColumn } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { enumLabels } from '#features/i18n/enumLabels';
import { namedBy } from '../resource/namedBy';
import { ResourcePage } from '../resource/ResourcePage';
import {
  loadBlackNumberForm,
  loadQueueActionForm,
  loadQueueMemberForm,
  loadQueueRuleForm,
  loadVipNumberForm,
} from './formLoaders';
import { queueOptionsMessages as m } from './queues.messages';

/**
 * The tabs of Queue Details after General: each a nested resource list of the queue (spec §2, §3),
 * its notices naming a 'queue option' (spec §8).
 */
interface TabProps {
  queueId: number;
}

/** What every tab's table shares: the queue as its scope, a level-2 heading, exports named by the queue. */
const useQueueTab = (queueId: number, name: string) =>
  useMemo(
    () => ({ scope: { queueId }, headingLevel: 2 as const, exportFileName: `queue-${queueId}-${name}` }),
    [queueId, name],
  );

export function QueueMembers({ queueId }: TabProps) {
  return (
    <ResourcePage
      resource={queueMemberResource}
      {...useQueueTab(queueId, 'members')}
      messages={{
        title: m.membersTitle,
        description: m.membersDescription,
        tableLabel: m.membersTable,
        noun: m.membersNoun,
        columns: {
          username: m.user,
          workplace: m.workplace,
          auto_answer_seconds: m.autoAnswerSeconds,
          skill_level: m.skillLevel,
        },
      }}
      form={loadQueueMemberForm}
      newLabel={m.addMember}
    />
  );
}

export function QueueActions({ queueId }: TabProps) {
  const intl = useIntl();
  const { api } = useApp();
  const { data: files } = useSuspenseQuery(resourceQueries(api, soundFileResource).list());
  const columns = useCallback(
    (columns: DataTableColumn<QueueAction>[]) => {
      const names = new Map(files.map((file) => [file.id, file.filename]));
      // Music on hold without a file plays the default music.
      const fileName = namedBy<QueueAction>(
        names,
        (row) => row.sound_file_id,
        (row) => (row.action === 'play_moh' ? intl.formatMessage(m.defaultMusic) : '—'),
      );
      return columns.map((column) => {
        if (column.id === 'sound_file_id') return fileName(column);
        if (column.id === 'action')
          return {
            ...column,
            accessor: (row: QueueAction) => intl.formatMessage(enumLabels.QUEUE_ACTIONS[row.action]),
          };
        return column;
      });
    },
    [files, intl],
  );
  return (
    <ResourcePage
      resource={queueActionResource}
      {...useQueueTab(queueId, 'actions')}
      messages={{
        title: m.actionsTitle,
        description: m.actionsDescription,
        tableLabel: m.actionsTable,
        noun: m.actionsNoun,
        columns: {
          name: m.actionName,
          action: m.action,
          sound_file_id: m.value,
          time_from: m.timeFrom,
          time_to: m.timeTo,
        },
      }}
      form={loadQueueActionForm}
      newLabel={m.addAction}
      columns={columns}
    />
  );
}

export function QueueRules({ queueId }: TabProps) {
  const { api } = useApp();
  const { data: timeslots } = useSuspenseQuery(resourceQueries(api, timeslotResource).list());
  const columns = useCallback(
    (columns: DataTableColumn<QueueRule>[]) => {
      const names = new Map(timeslots.map((slot) => [slot.id, slot.description]));
      const timeslotName = namedBy<QueueRule>(names, (row) => row.timeslot_id);
      return columns.map((column) => (column.id === 'timeslot_id' ? timeslotName(column) : column));
    },
    [timeslots],
  );
  return (
    <ResourcePage
      resource={queueRuleResource}
      {...useQueueTab(queueId, 'rules')}
      messages={{
        title: m.rulesTitle,
        description: m.rulesDescription,
        tableLabel: m.rulesTable,
        noun: m.rulesNoun,
        columns: {
          name: m.ruleName,
          timeslot_id: m.timeslot,
          increase_period: m.increasePeriod,
          increase_weight: m.increaseWeight,
        },
      }}
      form={loadQueueRuleForm}
      newLabel={m.addRule}
      columns={columns}
    />
  );
}

export function QueueVipNumbers({ queueId }: TabProps) {
  return (
    <ResourcePage
      resource={vipNumberResource}
      {...useQueueTab(queueId, 'vip-numbers')}
      messages={{
        title: m.vipTitle,
        description: m.vipDescription,
        tableLabel: m.vipTable,
        noun: m.vipNoun,
        columns: { calling_number: m.callingNumber, weight: m.vipWeight },
      }}
      form={loadVipNumberForm}
      newLabel={m.addVip}
    />
  );
}

export function QueueBlackNumbers({ queueId }: TabProps) {
  const intl = useIntl();
  const columns = useCallback(
    (columns: DataTableColumn<BlackNumber>[]) =>
      columns.map((column) =>
        column.id === 'valid_to'
          ? { ...column, accessor: (row: BlackNumber) => row.valid_to ?? intl.formatMessage(m.noEnd) }
          : column,
      ),
    [intl],
  );
  return (
    <ResourcePage
      resource={blackNumberResource}
      {...useQueueTab(queueId, 'black-numbers')}
      messages={{
        title: m.blackTitle,
        description: m.blackDescription,
        tableLabel: m.blackTable,
        noun: m.blackNoun,
        columns: { calling_number: m.callingNumber, valid_to: m.validTo },
      }}
      form={loadBlackNumberForm}
      newLabel={m.addBlack}
      columns={columns}
    />
  );
}
