import {
  type FlowGraph,
  type FlowNode,
  MENU_DIGITS,
  MENU_TIMEOUT,
  type MenuDigit,
} from '@switchboard/contract';
import { CheckboxGroup, Dropdown, NumberField, TextField } from '@switchboard/ui';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { fieldMessages } from '../messages';
import { setNodeData } from '../model/edits';
import type { FlowEditorOptions, FlowOption } from '../options';
import type { Edit } from './NodeForm';

interface NodeDataFieldsProps {
  node: FlowNode;
  graph: FlowGraph;
  options: FlowEditorOptions;
  edit: Edit;
}

/** The settings of one node, by kind: what it plays, which queue or number it rings. */
export function NodeDataFields({ node, graph, options, edit }: NodeDataFieldsProps) {
  const intl = useIntl();
  const change = (data: Record<string, unknown>, key?: string) =>
    edit(setNodeData(graph, node.id, data), key && `${node.id}:${key}`);
  const pick = (label: MessageDescriptor, list: FlowOption[], value: number | null, field: string) => (
    <Dropdown
      label={intl.formatMessage(label)}
      options={list.map((option) => ({ value: option.id, label: option.label }))}
      value={value}
      placeholderOption
      fullWidth
      onChange={(next) => change({ [field]: next })}
    />
  );
  switch (node.kind) {
    case 'play_sound':
      return pick(fieldMessages.soundFile, options.soundFiles, node.data.sound_file_id, 'sound_file_id');
    case 'queue':
      return pick(fieldMessages.queue, options.queues, node.data.queue_id, 'queue_id');
    case 'ring_group':
      return pick(fieldMessages.ringGroup, options.ringGroups, node.data.ring_group_id, 'ring_group_id');
    case 'extension':
      return pick(fieldMessages.extension, options.extensions, node.data.extension_id, 'extension_id');
    case 'voicemail':
      return pick(fieldMessages.voicemail, options.voicemails, node.data.voicemail_id, 'voicemail_id');
    case 'timeslot':
      return pick(fieldMessages.timeslot, options.timeslots, node.data.timeslot_id, 'timeslot_id');
    case 'external_number':
      return (
        <TextField
          label={intl.formatMessage(fieldMessages.number)}
          value={node.data.number}
          numbersOnly
          maxLength={21}
          onChange={(number) => change({ number }, 'number')}
        />
      );
    case 'menu':
      return (
        <>
          {pick(
            fieldMessages.prompt,
            options.soundFiles,
            node.data.prompt_sound_file_id,
            'prompt_sound_file_id',
          )}
          <CheckboxGroup
            label={intl.formatMessage(fieldMessages.digits)}
            options={MENU_DIGITS.map((digit) => ({ value: digit, label: digit }))}
            value={node.data.digits}
            onChange={(digits) => change({ digits: digits as MenuDigit[] })}
          />
          <NumberField
            label={intl.formatMessage(fieldMessages.timeout)}
            value={node.data.timeout_seconds}
            min={MENU_TIMEOUT.min}
            max={MENU_TIMEOUT.max}
            onChange={(seconds) => change({ timeout_seconds: seconds ?? MENU_TIMEOUT.default })}
          />
        </>
      );
    default:
      return null;
  }
}
