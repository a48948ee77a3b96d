import { resourceQueries } from '@switchboard/api-client';
import {
  type PbxUser,
  pbxUserResource,
  RING_GROUP_STRATEGIES,
  type RingGroup,
  type RingGroupMember,
  type RingGroupStrategy,
  type ringGroupMemberResource,
  type ringGroupResource,
  type SoundFile,
  soundFileResource,
} from '@switchboard/contract';
import { Dropdown } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import { defined, flag, numberText, optionalNumber } from '../forms/formValues';
import type { BoundField, ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { ringGroupsMessages as m } from './ringGroups.messages';

function StrategyChoice({ field }: { field: BoundField }) {
  const intl = useIntl();
  return (
    <Dropdown<string>
      label={field.label}
      value={field.value as string}
      onChange={(value) => field.onChange(value ?? 'ringall')}
      error={field.error}
      options={RING_GROUP_STRATEGIES.map((strategy) => ({
        value: strategy,
        label: intl.formatMessage(enumLabels.RING_GROUP_STRATEGIES[strategy]),
      }))}
    />
  );
}

type GroupValues = {
  name: string;
  ring_time: string;
  strategy: RingGroupStrategy;
  moh_sound_file_id: number | null;
  is_active: boolean;
};

/** Music on hold: the account's sound files of filetype moh; none plays the default music. */
const musicSelect: ResourceSelect<RingGroup, SoundFile> = {
  query: (_q, _group, api) => resourceQueries(api, soundFileResource).list(),
  option: (file) => (file.filetype === 'moh' ? { value: file.id, label: file.filename } : null),
  placeholder: m.defaultMusic,
  searchable: true,
};

const groupBody = (values: GroupValues) => ({
  name: values.name.trim(),
  strategy: values.strategy,
  moh_sound_file_id: values.moh_sound_file_id,
  is_active: flag(values.is_active),
  ...defined({ ring_time: optionalNumber(values.ring_time) }),
});

/** 'Add ring group' / 'Edit ring group' (spec §3 Ring group). */
export const ringGroupForm: ResourceForm<typeof ringGroupResource, GroupValues> = {
  createTitle: m.add,
  editTitle: m.editTitle,
  fields: [
    { name: 'name', label: m.name, requiredOnCreate: true },
    { name: 'ring_time', label: m.ringTime, numbersOnly: true },
    { name: 'strategy', label: m.strategy, render: (field) => <StrategyChoice field={field} /> },
    { name: 'moh_sound_file_id', label: m.music, select: musicSelect as ResourceSelect<RingGroup> },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
  ],
  initialValues: (group) => ({
    name: group?.name ?? '',
    ring_time: numberText(group?.ring_time ?? 30),
    strategy: group?.strategy ?? 'ringall',
    moh_sound_file_id: group?.moh_sound_file_id ?? null,
    is_active: group ? group.is_active === 1 : true,
  }),
  createBody: groupBody,
  updateBody: groupBody,
};

type MemberValues = { name: string; number: string; ring_time: string; user_id: number | null };

/** A member may stand for a PBX user of the account (optional). */
const userSelect: ResourceSelect<RingGroupMember, PbxUser> = {
  query: (_q, _member, api) => resourceQueries(api, pbxUserResource).list(),
  option: (user) => ({ value: user.id, label: user.username }),
  placeholder: m.selectUser,
  searchable: true,
};

const memberBody = (values: MemberValues) => ({
  name: values.name.trim(),
  number: values.number.trim(),
  user_id: values.user_id,
  ...defined({ ring_time: optionalNumber(values.ring_time) }),
});

export const ringGroupMemberForm: ResourceForm<typeof ringGroupMemberResource, MemberValues> = {
  createTitle: m.addMember,
  editTitle: m.editMember,
  fields: [
    { name: 'name', label: m.memberName, requiredOnCreate: true },
    { name: 'number', label: m.number, numbersOnly: true, requiredOnCreate: true },
    { name: 'ring_time', label: m.memberRingTime, numbersOnly: true },
    { name: 'user_id', label: m.user, select: userSelect as ResourceSelect<RingGroupMember> },
  ],
  initialValues: (member) => ({
    name: member?.name ?? '',
    number: member?.number ?? '',
    ring_time: numberText(member?.ring_time ?? 30),
    user_id: member?.user_id ?? null,
  }),
  createBody: memberBody,
  updateBody: memberBody,
};
