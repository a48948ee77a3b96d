import { resourceQueries } from '@switchboard/api-client';
import {
  type BlackNumber,
  type blackNumberResource,
  type PbxUser,
  pbxUserResource,
  QUEUE_ACTIONS,
  type QueueAction,
  type QueueActionKind,
  type QueueMember,
  type QueueRule,
  type queueActionResource,
  type queueMemberResource,
  type queueRuleResource,
  type SoundFile,
  soundFileResource,
  type Timeslot,
  timeslotResource,
  type vipNumberResource,
} from '@switchboard/contract';
import { DateField, Dropdown } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import { defined, flag, numberText, optionalNumber } from '../forms/formValues';
import type { BoundField, ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { queueOptionsMessages as m } from './queues.messages';

// Members ---------------------------------------------------------------------------------------

type MemberValues = {
  user_id: number | null;
  workplace: string;
  auto_answer_seconds: string;
  skill_level: string;
};

/** The account's PBX users (spec §3 Queue member: user). */
const userSelect: ResourceSelect<QueueMember, PbxUser> = {
  query: (_q, _member, api) => resourceQueries(api, pbxUserResource).list(),
  option: (user) => ({ value: user.id, label: user.username }),
  placeholder: m.selectUser,
  searchable: true,
};

const memberBody = (values: MemberValues) => ({
  user_id: values.user_id as number,
  workplace: values.workplace.trim(),
  ...defined({
    auto_answer_seconds: optionalNumber(values.auto_answer_seconds),
    skill_level: optionalNumber(values.skill_level),
  }),
});

export const queueMemberForm: ResourceForm<typeof queueMemberResource, MemberValues> = {
  createTitle: m.addMember,
  editTitle: m.editMember,
  unique: ['user_id'],
  fields: [
    {
      name: 'user_id',
      label: m.user,
      select: userSelect as ResourceSelect<QueueMember>,
      requiredOnCreate: true,
    },
    { name: 'workplace', label: m.workplace },
    { name: 'auto_answer_seconds', label: m.autoAnswerSeconds, numbersOnly: true, hint: m.autoAnswerHint },
    { name: 'skill_level', label: m.skillLevel, numbersOnly: true },
  ],
  initialValues: (member) => ({
    user_id: member?.user_id ?? null,
    workplace: member?.workplace ?? '',
    auto_answer_seconds: numberText(member?.auto_answer_seconds ?? 0),
    skill_level: numberText(member?.skill_level ?? 0),
  }),
  createBody: memberBody,
  updateBody: memberBody,
};

// Actions ---------------------------------------------------------------------------------------

type ActionValues = {
  name: string;
  action: QueueActionKind;
  sound_file_id: number | null;
  time_from: string;
  time_to: string;
  is_active: boolean;
};

function ActionChoice({ field }: { field: BoundField }) {
  const intl = useIntl();
  return (
    <Dropdown<string>
      label={field.label}
      value={field.value as string}
      onChange={(value) => field.onChange(value ?? 'play_audio')}
      error={field.error}
      options={QUEUE_ACTIONS.map((action) => ({
        value: action,
        label: intl.formatMessage(enumLabels.QUEUE_ACTIONS[action]),
      }))}
    />
  );
}

/** The account's sound files: flow files to play, moh files for music (the API checks which). */
const soundFileSelect: ResourceSelect<QueueAction, SoundFile> = {
  query: (_q, _action, api) => resourceQueries(api, soundFileResource).list(),
  option: (file) => ({ value: file.id, label: `${file.filename} (${file.filetype})` }),
  placeholder: m.selectSoundFile,
  searchable: true,
};

const actionBody = (values: ActionValues) => ({
  name: values.name.trim(),
  action: values.action,
  sound_file_id: values.sound_file_id,
  time_from: optionalNumber(values.time_from) ?? 0,
  time_to: optionalNumber(values.time_to) ?? 0,
  is_active: flag(values.is_active),
});

export const queueActionForm: ResourceForm<typeof queueActionResource, ActionValues> = {
  createTitle: m.addAction,
  editTitle: m.editAction,
  fields: [
    { name: 'name', label: m.actionName, requiredOnCreate: true },
    { name: 'action', label: m.action, render: (field) => <ActionChoice field={field} /> },
    { name: 'sound_file_id', label: m.value, select: soundFileSelect as ResourceSelect<QueueAction> },
    { name: 'time_from', label: m.timeFrom, numbersOnly: true, hint: m.timeRangeHint },
    { name: 'time_to', label: m.timeTo, numbersOnly: true },
    { name: 'is_active', label: m.active, kind: 'switch' },
  ],
  initialValues: (action) => ({
    name: action?.name ?? '',
    action: action?.action ?? 'play_audio',
    sound_file_id: action?.sound_file_id ?? null,
    time_from: numberText(action?.time_from ?? 0),
    time_to: numberText(action?.time_to ?? 30),
    is_active: action ? action.is_active === 1 : true,
  }),
  createBody: actionBody,
  updateBody: actionBody,
};

// Rules -----------------------------------------------------------------------------------------

type RuleValues = {
  name: string;
  timeslot_id: number | null;
  increase_period: string;
  increase_weight: string;
};

/** The account's timeslots, by their description. */
const timeslotSelect: ResourceSelect<QueueRule, Timeslot> = {
  query: (_q, _rule, api) => resourceQueries(api, timeslotResource).list(),
  option: (slot) => ({ value: slot.id, label: slot.description }),
  placeholder: m.selectTimeslot,
  searchable: true,
};

const ruleBody = (values: RuleValues) => ({
  name: values.name.trim(),
  timeslot_id: values.timeslot_id as number,
  increase_period: Number(values.increase_period || 0),
  increase_weight: Number(values.increase_weight || 0),
});

export const queueRuleForm: ResourceForm<typeof queueRuleResource, RuleValues> = {
  createTitle: m.addRule,
  editTitle: m.editRule,
  fields: [
    { name: 'name', label: m.ruleName, requiredOnCreate: true },
    {
      name: 'timeslot_id',
      label: m.timeslot,
      select: timeslotSelect as ResourceSelect<QueueRule>,
      requiredOnCreate: true,
    },
    { name: 'increase_period', label: m.increasePeriod, numbersOnly: true, requiredOnCreate: true },
    { name: 'increase_weight', label: m.increaseWeight, numbersOnly: true, requiredOnCreate: true },
  ],
  initialValues: (rule) => ({
    name: rule?.name ?? '',
    timeslot_id: rule?.timeslot_id ?? null,
    increase_period: numberText(rule?.increase_period ?? 60),
    increase_weight: numberText(rule?.increase_weight ?? 1),
  }),
  createBody: ruleBody,
  updateBody: ruleBody,
};

// VIP and black numbers -------------------------------------------------------------------------

type VipValues = { calling_number: string; weight: string; is_active: boolean };

const vipBody = (values: VipValues) => ({
  calling_number: values.calling_number.trim(),
  weight: Number(values.weight || 0),
  is_active: flag(values.is_active),
});

export const vipNumberForm: ResourceForm<typeof vipNumberResource, VipValues> = {
  createTitle: m.addVip,
  editTitle: m.editVip,
  unique: ['calling_number'],
  fields: [
    { name: 'calling_number', label: m.callingNumber, numbersOnly: true, requiredOnCreate: true },
    { name: 'weight', label: m.vipWeight, numbersOnly: true, requiredOnCreate: true },
    { name: 'is_active', label: m.active, kind: 'switch' },
  ],
  initialValues: (vip) => ({
    calling_number: vip?.calling_number ?? '',
    weight: numberText(vip?.weight ?? 10),
    is_active: vip ? vip.is_active === 1 : true,
  }),
  createBody: vipBody,
  updateBody: vipBody,
};

type BlackValues = { calling_number: string; valid_to: string | null; is_active: boolean };

const blackBody = (values: BlackValues) => ({
  calling_number: values.calling_number.trim(),
  valid_to: values.valid_to,
  is_active: flag(values.is_active),
});

export const blackNumberForm: ResourceForm<typeof blackNumberResource, BlackValues> = {
  createTitle: m.addBlack,
  editTitle: m.editBlack,
  unique: ['calling_number'],
  fields: [
    { name: 'calling_number', label: m.callingNumber, numbersOnly: true, requiredOnCreate: true },
    {
      name: 'valid_to',
      label: m.validTo,
      render: (field) => <ValidToField field={field} />,
    },
    { name: 'is_active', label: m.active, kind: 'switch' },
  ],
  initialValues: (black: BlackNumber | null) => ({
    calling_number: black?.calling_number ?? '',
    valid_to: black?.valid_to ?? null,
    is_active: black ? black.is_active === 1 : true,
  }),
  createBody: blackBody,
  updateBody: blackBody,
};

function ValidToField({ field }: { field: BoundField }) {
  const intl = useIntl();
  return (
    <DateField
      label={field.label}
      value={(field.value as string | null) ?? null}
      onChange={(value) => field.onChange(value)}
      error={field.error}
      hint={intl.formatMessage(m.validToHint)}
    />
  );
}
