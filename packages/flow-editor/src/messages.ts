import type { FlowIssueCode, FlowNodeKind } from '@switchboard/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Plain descriptors: the editor passes values to several messages of a group, which the typed
 * descriptors of `defineMessages` would refuse without a values type per message.
 */
const plain = <K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> =>
  messages;

export const kindMessages: Record<FlowNodeKind, MessageDescriptor> = defineMessages({
  start: { id: 'flowEditor.kind.start', defaultMessage: 'Incoming call' },
  answer: { id: 'flowEditor.kind.answer', defaultMessage: 'Answer' },
  play_sound: { id: 'flowEditor.kind.playSound', defaultMessage: 'Play sound' },
  menu: { id: 'flowEditor.kind.menu', defaultMessage: 'Menu' },
  queue: { id: 'flowEditor.kind.queue', defaultMessage: 'Queue' },
  ring_group: { id: 'flowEditor.kind.ringGroup', defaultMessage: 'Ring group' },
  extension: { id: 'flowEditor.kind.extension', defaultMessage: 'Extension' },
  external_number: { id: 'flowEditor.kind.externalNumber', defaultMessage: 'External number' },
  voicemail: { id: 'flowEditor.kind.voicemail', defaultMessage: 'Voicemail' },
  timeslot: { id: 'flowEditor.kind.timeslot', defaultMessage: 'Timeslot' },
  hangup: { id: 'flowEditor.kind.hangup', defaultMessage: 'Hang up' },
});

export const outputMessages = plain(
  defineMessages({
    next: { id: 'flowEditor.output.next', defaultMessage: 'Next' },
    timeout: { id: 'flowEditor.output.timeout', defaultMessage: 'Timeout' },
    no_answer: { id: 'flowEditor.output.noAnswer', defaultMessage: 'No answer' },
    open: { id: 'flowEditor.output.open', defaultMessage: 'Open' },
    closed: { id: 'flowEditor.output.closed', defaultMessage: 'Closed' },
    digit: { id: 'flowEditor.output.digit', defaultMessage: 'Key {digit}' },
  }),
);

export const fieldMessages = plain(
  defineMessages({
    name: { id: 'flowEditor.field.name', defaultMessage: 'Name' },
    soundFile: { id: 'flowEditor.field.soundFile', defaultMessage: 'Sound file' },
    prompt: { id: 'flowEditor.field.prompt', defaultMessage: 'Prompt' },
    digits: { id: 'flowEditor.field.digits', defaultMessage: 'Keys' },
    timeout: { id: 'flowEditor.field.timeout', defaultMessage: 'Timeout (seconds)' },
    queue: { id: 'flowEditor.field.queue', defaultMessage: 'Queue' },
    ringGroup: { id: 'flowEditor.field.ringGroup', defaultMessage: 'Ring group' },
    extension: { id: 'flowEditor.field.extension', defaultMessage: 'Extension' },
    number: { id: 'flowEditor.field.number', defaultMessage: 'Phone number' },
    voicemail: { id: 'flowEditor.field.voicemail', defaultMessage: 'Voicemail' },
    timeslot: { id: 'flowEditor.field.timeslot', defaultMessage: 'Timeslot' },
    goesTo: { id: 'flowEditor.field.goesTo', defaultMessage: '{output} goes to' },
    nowhere: { id: 'flowEditor.field.nowhere', defaultMessage: 'Nowhere' },
  }),
);

export const editorMessages = plain(
  defineMessages({
    toolbar: { id: 'flowEditor.toolbar', defaultMessage: 'Editor tools' },
    undo: { id: 'flowEditor.undo', defaultMessage: 'Undo' },
    redo: { id: 'flowEditor.redo', defaultMessage: 'Redo' },
    autoLayout: { id: 'flowEditor.autoLayout', defaultMessage: 'Arrange' },
    views: { id: 'flowEditor.views', defaultMessage: 'Views' },
    canvas: { id: 'flowEditor.canvas', defaultMessage: 'Canvas' },
    canvasLabel: { id: 'flowEditor.canvasLabel', defaultMessage: 'Call flow canvas' },
    outline: { id: 'flowEditor.outline', defaultMessage: 'Outline' },
    palette: { id: 'flowEditor.palette', defaultMessage: 'Add a node' },
    paletteHint: {
      id: 'flowEditor.paletteHint',
      defaultMessage: 'Click to add, or drag onto the canvas.',
    },
    addKind: { id: 'flowEditor.addKind', defaultMessage: 'Kind of node' },
    add: { id: 'flowEditor.add', defaultMessage: 'Add node' },
    deleteNode: { id: 'flowEditor.deleteNode', defaultMessage: 'Delete node' },
    panel: { id: 'flowEditor.panel', defaultMessage: 'Selected node' },
    noSelection: { id: 'flowEditor.noSelection', defaultMessage: 'Select a node to edit it.' },
    outputs: { id: 'flowEditor.outputs', defaultMessage: 'Connections' },
    noOutputs: { id: 'flowEditor.noOutputs', defaultMessage: 'The call ends here.' },
    problems: {
      id: 'flowEditor.problems',
      defaultMessage: '{count, plural, one {# problem} other {# problems}}',
    },
    noProblems: {
      id: 'flowEditor.noProblems',
      defaultMessage: 'No problems: this version can be activated.',
    },
    show: { id: 'flowEditor.show', defaultMessage: 'Show' },
    unconnected: { id: 'flowEditor.unconnected', defaultMessage: 'Not connected' },
  }),
);

export const issueMessages: Record<FlowIssueCode, MessageDescriptor> = defineMessages({
  no_start: { id: 'flowEditor.issue.noStart', defaultMessage: 'The flow has no incoming call node.' },
  multiple_starts: {
    id: 'flowEditor.issue.multipleStarts',
    defaultMessage: 'The flow has more than one incoming call node.',
  },
  unreachable: { id: 'flowEditor.issue.unreachable', defaultMessage: 'No call reaches "{node}".' },
  unconnected_output: {
    id: 'flowEditor.issue.unconnectedOutput',
    defaultMessage: '"{output}" of "{node}" leads nowhere.',
  },
  menu_without_timeout: {
    id: 'flowEditor.issue.menuWithoutTimeout',
    defaultMessage: 'The menu "{node}" needs a timeout branch.',
  },
  missing_target: {
    id: 'flowEditor.issue.missingTarget',
    defaultMessage: '"{node}" needs its setting chosen.',
  },
  unknown_node: {
    id: 'flowEditor.issue.unknownNode',
    defaultMessage: 'A connection points at a missing node.',
  },
  unknown_output: {
    id: 'flowEditor.issue.unknownOutput',
    defaultMessage: 'A connection leaves "{node}" from an output it does not have.',
  },
  output_used_twice: {
    id: 'flowEditor.issue.outputUsedTwice',
    defaultMessage: '"{output}" of "{node}" is connected twice.',
  },
  duplicate_digit: {
    id: 'flowEditor.issue.duplicateDigit',
    defaultMessage: 'The menu "{node}" offers a key twice.',
  },
  input_into_start: {
    id: 'flowEditor.issue.inputIntoStart',
    defaultMessage: 'A connection leads into the incoming call node.',
  },
});

/** xyflow's own texts (screen-reader descriptions, control buttons), in the reader's language. */
export const canvasA11yMessages = plain(
  defineMessages({
    node: {
      id: 'flowEditor.a11y.node',
      defaultMessage:
        'Press enter or space to select a node. Press delete to remove it and escape to cancel.',
    },
    nodeMove: {
      id: 'flowEditor.a11y.nodeMove',
      defaultMessage:
        'Press enter or space to select a node. You can then use the arrow keys to move the node around. Press delete to remove it and escape to cancel.',
    },
    moved: { id: 'flowEditor.a11y.moved', defaultMessage: 'Node moved. New position: {x}, {y}.' },
    edgeLabel: {
      id: 'flowEditor.a11y.edgeLabel',
      defaultMessage: 'Connection from {source} ({output}) to {target}',
    },
    edge: {
      id: 'flowEditor.a11y.edge',
      defaultMessage: 'Press enter or space to select a connection. You can then press delete to remove it.',
    },
    controls: { id: 'flowEditor.a11y.controls', defaultMessage: 'Canvas controls' },
    zoomIn: { id: 'flowEditor.a11y.zoomIn', defaultMessage: 'Zoom in' },
    zoomOut: { id: 'flowEditor.a11y.zoomOut', defaultMessage: 'Zoom out' },
    fitView: { id: 'flowEditor.a11y.fitView', defaultMessage: 'Fit to view' },
    interactive: { id: 'flowEditor.a11y.interactive', defaultMessage: 'Lock or unlock the canvas' },
    minimap: { id: 'flowEditor.a11y.minimap', defaultMessage: 'Overview map' },
    handle: { id: 'flowEditor.a11y.handle', defaultMessage: 'Connection point' },
  }),
);
