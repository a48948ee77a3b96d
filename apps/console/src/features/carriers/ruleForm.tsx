import { resourceQueries } from '@switchboard/api-client';
import {
  RULE_DIRECTIONS,
  type RuleDirection,
  type Timeslot,
  TRUNK_RULE_COMMANDS,
  type TrunkRule,
  type TrunkRuleCommand,
  timeslotResource,
  type trunkRuleResource,
} from '@switchboard/contract';
import { enumLabels } from '#features/i18n/enumLabels';
import { choiceField } from '../resource/choiceField';
import type { ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { trunksMessages as m } from './trunks.messages';

type RuleValues = {
  command: TrunkRuleCommand | null;
  command_arg: string;
  priority: string;
  direction: RuleDirection | null;
  point_start: string;
  point_end: string;
  called_prefix: string;
  calling_prefix: string;
  timeslot_id: number | null;
  is_active: boolean;
};

/** The timeslot a rule holds for, by its name; none: at any time. */
const timeslotSelect: ResourceSelect<TrunkRule, Timeslot> = {
  query: (_q, _rule, api) => resourceQueries(api, timeslotResource).list(),
  option: (timeslot) => ({ value: timeslot.id, label: timeslot.description }),
  placeholder: m.anyTime,
  searchable: true,
};

const count = (text: string) => (text.trim() === '' ? 0 : Number(text));

const bodyOf = (values: RuleValues) => ({
  command: values.command as TrunkRuleCommand,
  command_arg: values.command_arg.trim(),
  priority: count(values.priority),
  direction: values.direction as RuleDirection,
  point_start: count(values.point_start),
  point_end: count(values.point_end),
  called_prefix: values.called_prefix.trim(),
  calling_prefix: values.calling_prefix.trim(),
  timeslot_id: values.timeslot_id,
  is_active: (values.is_active ? 1 : 0) as 0 | 1,
});

/**
 * 'Add trunk rule' / 'Edit trunk rule' (spec §3 Trunk rule): the digits from point start to point
 * end of the chosen number become the command arg, on calls of the direction whose numbers start
 * with the prefixes, while its timeslot (if any) is open.
 */
export const ruleForm: ResourceForm<typeof trunkRuleResource, RuleValues> = {
  createTitle: m.addRule,
  editTitle: m.editRule,
  fields: [
    {
      name: 'command',
      label: m.command,
      render: choiceField(TRUNK_RULE_COMMANDS, enumLabels.TRUNK_RULE_COMMANDS, m.selectCommand),
    },
    { name: 'command_arg', label: m.commandArg, ltr: true, hint: m.commandArgHint },
    {
      name: 'direction',
      label: m.direction,
      render: choiceField(RULE_DIRECTIONS, enumLabels.RULE_DIRECTIONS, m.selectDirection),
    },
    { name: 'priority', label: m.priority, numbersOnly: true },
    { name: 'point_start', label: m.pointStart, numbersOnly: true },
    { name: 'point_end', label: m.pointEnd, numbersOnly: true },
    { name: 'called_prefix', label: m.calledPrefix, numbersOnly: true },
    { name: 'calling_prefix', label: m.callingPrefix, numbersOnly: true },
    { name: 'timeslot_id', label: m.timeslot, select: timeslotSelect as ResourceSelect<TrunkRule> },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
  ],
  initialValues: (rule) => ({
    command: rule?.command ?? null,
    command_arg: rule?.command_arg ?? '',
    priority: rule ? String(rule.priority) : '1',
    direction: rule?.direction ?? 'OUT',
    point_start: rule ? String(rule.point_start) : '0',
    point_end: rule ? String(rule.point_end) : '0',
    called_prefix: rule?.called_prefix ?? '',
    calling_prefix: rule?.calling_prefix ?? '',
    timeslot_id: rule?.timeslot_id ?? null,
    is_active: rule ? rule.is_active === 1 : true,
  }),
  createBody: bodyOf,
  updateBody: bodyOf,
};
