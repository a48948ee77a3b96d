import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** Texts of the flows list, a flow's page (General, Versions, flow settings), the diff and the simulator. */
export const flowsMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  add: None;
  editTitle: None;
  open: { name: string | number };
  name: None;
  flowType: None;
  clientNumber: None;
  isActive: None;
  details: None;
  tabGeneral: None;
  tabVersions: None;
  tabSettings: None;
}>({
  title: { id: 'flows.title', defaultMessage: 'Flows' },
  description: {
    id: 'flows.description',
    defaultMessage: 'What happens to a call, drawn as a flow with versions.',
  },
  tableLabel: { id: 'flows.tableLabel', defaultMessage: 'Flows' },
  noun: { id: 'flows.noun', defaultMessage: 'flows' },
  add: { id: 'flows.add', defaultMessage: 'Add flow' },
  editTitle: { id: 'flows.editTitle', defaultMessage: 'Edit flow' },
  open: { id: 'flows.open', defaultMessage: 'Open flow {name}' },
  name: { id: 'flows.name', defaultMessage: 'Name' },
  flowType: { id: 'flows.flowType', defaultMessage: 'Flow type' },
  clientNumber: { id: 'flows.clientNumber', defaultMessage: 'Client number' },
  isActive: { id: 'flows.isActive', defaultMessage: 'Is active' },
  details: { id: 'flows.details', defaultMessage: 'Flow' },
  tabGeneral: { id: 'flows.tab.general', defaultMessage: 'General' },
  tabVersions: { id: 'flows.tab.versions', defaultMessage: 'Versions' },
  tabSettings: { id: 'flows.tab.settings', defaultMessage: 'Flow settings' },
});

export const flowVersionsMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  add: None;
  editTitle: None;
  name: None;
  versionDescription: None;
  active: None;
  created: None;
  openEditor: { name: string | number };
  openEditorTip: None;
  activate: { name: string | number };
  activateTip: None;
  restore: { name: string | number };
  restoreTip: None;
  activated: { name: string | number };
  activateFailed: { name: string | number };
  restored: { name: string | number };
  restoreFailed: { name: string | number };
  refusedTitle: { name: string | number };
  refusedHint: None;
  compareFrom: None;
  compareTo: None;
  compare: None;
  simulate: None;
}>({
  title: { id: 'flowVersions.title', defaultMessage: 'Versions' },
  description: {
    id: 'flowVersions.description',
    defaultMessage:
      'Calls take the active version; drafts are edited, compared and simulated before they go live.',
  },
  tableLabel: { id: 'flowVersions.tableLabel', defaultMessage: 'Versions of the flow' },
  noun: { id: 'flowVersions.noun', defaultMessage: 'versions' },
  add: { id: 'flowVersions.add', defaultMessage: 'Add version' },
  editTitle: { id: 'flowVersions.editTitle', defaultMessage: 'Edit version' },
  name: { id: 'flowVersions.name', defaultMessage: 'Name' },
  versionDescription: { id: 'flowVersions.versionDescription', defaultMessage: 'Description' },
  active: { id: 'flowVersions.active', defaultMessage: 'Active' },
  created: { id: 'flowVersions.created', defaultMessage: 'Created' },
  openEditor: { id: 'flowVersions.openEditor', defaultMessage: 'Open {name} in the editor' },
  openEditorTip: { id: 'flowVersions.openEditorTip', defaultMessage: 'Open in the editor' },
  activate: { id: 'flowVersions.activate', defaultMessage: 'Activate {name}' },
  activateTip: { id: 'flowVersions.activateTip', defaultMessage: 'Activate' },
  restore: { id: 'flowVersions.restore', defaultMessage: 'Restore {name} as a new draft' },
  restoreTip: { id: 'flowVersions.restoreTip', defaultMessage: 'Restore as a new draft' },
  activated: {
    id: 'flowVersions.activated',
    defaultMessage: 'You have activated version {name} successfully.',
  },
  activateFailed: {
    id: 'flowVersions.activateFailed',
    defaultMessage: 'Something went wrong with activating version {name}, please try again',
  },
  restored: { id: 'flowVersions.restored', defaultMessage: 'You have restored version {name} successfully.' },
  restoreFailed: {
    id: 'flowVersions.restoreFailed',
    defaultMessage: 'Something went wrong with restoring version {name}, please try again',
  },
  refusedTitle: { id: 'flowVersions.refusedTitle', defaultMessage: 'Version {name} cannot be activated yet' },
  refusedHint: {
    id: 'flowVersions.refusedHint',
    defaultMessage: 'Open it in the editor and fix these problems:',
  },
  compareFrom: { id: 'flowVersions.compareFrom', defaultMessage: 'Compare version' },
  compareTo: { id: 'flowVersions.compareTo', defaultMessage: 'with version' },
  compare: { id: 'flowVersions.compare', defaultMessage: 'Compare' },
  simulate: { id: 'flowVersions.simulate', defaultMessage: 'Simulate a call' },
});

export const flowSettingsMessages = defineMessages<{
  title: None;
  ofVersion: { name: string | number };
  noActive: None;
  recordCalls: None;
  language: None;
  maxCallSeconds: None;
  moh: None;
  mohDefault: None;
  save: None;
  saved: { name: string | number };
  saveFailed: { name: string | number };
}>({
  title: { id: 'flowSettings.title', defaultMessage: 'Flow settings' },
  ofVersion: { id: 'flowSettings.ofVersion', defaultMessage: 'The settings of the active version {name}.' },
  noActive: {
    id: 'flowSettings.noActive',
    defaultMessage:
      'No version is active yet. Activate a version on the Versions tab to edit its settings here.',
  },
  recordCalls: { id: 'flowSettings.recordCalls', defaultMessage: 'Record calls' },
  language: { id: 'flowSettings.language', defaultMessage: 'Language of the prompts' },
  maxCallSeconds: {
    id: 'flowSettings.maxCallSeconds',
    defaultMessage: 'Longest call in seconds (0: no limit)',
  },
  moh: { id: 'flowSettings.moh', defaultMessage: 'Music on hold' },
  mohDefault: { id: 'flowSettings.mohDefault', defaultMessage: 'Default' },
  save: { id: 'flowSettings.save', defaultMessage: 'Save settings' },
  saved: { id: 'flowSettings.saved', defaultMessage: 'You have edited version {name} successfully.' },
  saveFailed: {
    id: 'flowSettings.saveFailed',
    defaultMessage: 'Something went wrong with editing version {name}, please try again',
  },
});

export const flowDiffMessages = defineMessages<{
  title: None;
  description: { from: string | number; to: string | number };
  same: None;
  nodes: None;
  edges: None;
  fields: None;
  added: None;
  removed: None;
  changed: { fields: string | number };
  nothing: None;
  before: { name: string | number };
  after: { name: string | number };
  absent: None;
  yes: None;
  no: None;
  edge: { output: string | number; source: string | number; target: string | number };
}>({
  title: { id: 'flowDiff.title', defaultMessage: 'Compare versions' },
  description: {
    id: 'flowDiff.description',
    defaultMessage: 'What {to} adds, changes and removes against {from}.',
  },
  same: { id: 'flowDiff.same', defaultMessage: 'The two versions are the same.' },
  nodes: { id: 'flowDiff.nodes', defaultMessage: 'Nodes' },
  edges: { id: 'flowDiff.edges', defaultMessage: 'Connections' },
  fields: { id: 'flowDiff.fields', defaultMessage: 'Name, description and settings' },
  added: { id: 'flowDiff.added', defaultMessage: 'Added' },
  removed: { id: 'flowDiff.removed', defaultMessage: 'Removed' },
  changed: { id: 'flowDiff.changed', defaultMessage: 'Changed: {fields}' },
  nothing: { id: 'flowDiff.nothing', defaultMessage: 'No difference' },
  before: { id: 'flowDiff.before', defaultMessage: 'In {name}' },
  after: { id: 'flowDiff.after', defaultMessage: 'In {name}' },
  absent: { id: 'flowDiff.absent', defaultMessage: 'Not there' },
  yes: { id: 'flowDiff.yes', defaultMessage: 'Yes' },
  no: { id: 'flowDiff.no', defaultMessage: 'No' },
  edge: { id: 'flowDiff.edge', defaultMessage: '{source} ({output}) → {target}' },
});

export const simulateMessages = defineMessages<{
  title: None;
  resultTitle: None;
  callingNumber: None;
  keys: None;
  keysHint: None;
  version: None;
  activeVersion: None;
  answered: None;
  run: None;
  again: None;
  close: None;
  traceLabel: None;
  left: { output: string | number };
  ended: None;
  unusedKeys: { keys: string | number };
  connected: None;
  voicemail: None;
  hangup: None;
  dead_end: None;
  step_limit: None;
  no_start: None;
}>({
  title: { id: 'flowSimulate.title', defaultMessage: 'Simulate a call' },
  resultTitle: { id: 'flowSimulate.resultTitle', defaultMessage: 'The path of the call' },
  callingNumber: { id: 'flowSimulate.callingNumber', defaultMessage: 'Calling number' },
  keys: { id: 'flowSimulate.keys', defaultMessage: 'Keys pressed, in order' },
  keysHint: { id: 'flowSimulate.keysHint', defaultMessage: 'Digits, * and #; each menu takes the next one.' },
  version: { id: 'flowSimulate.version', defaultMessage: 'Version' },
  activeVersion: { id: 'flowSimulate.activeVersion', defaultMessage: 'The active version' },
  answered: { id: 'flowSimulate.answered', defaultMessage: 'Queues and phones answer' },
  run: { id: 'flowSimulate.run', defaultMessage: 'Simulate' },
  again: { id: 'flowSimulate.again', defaultMessage: 'Simulate again' },
  close: { id: 'flowSimulate.close', defaultMessage: 'Close' },
  traceLabel: { id: 'flowSimulate.traceLabel', defaultMessage: 'The nodes the call passed' },
  left: { id: 'flowSimulate.left', defaultMessage: 'Left by {output}' },
  ended: { id: 'flowSimulate.ended', defaultMessage: 'Ends here' },
  unusedKeys: { id: 'flowSimulate.unusedKeys', defaultMessage: 'Keys no menu took: {keys}' },
  connected: { id: 'flowSimulate.outcome.connected', defaultMessage: 'Connected' },
  voicemail: { id: 'flowSimulate.outcome.voicemail', defaultMessage: 'Voicemail' },
  hangup: { id: 'flowSimulate.outcome.hangup', defaultMessage: 'Hung up' },
  dead_end: { id: 'flowSimulate.outcome.deadEnd', defaultMessage: 'Dropped: a dead end' },
  step_limit: { id: 'flowSimulate.outcome.stepLimit', defaultMessage: 'Stopped: the flow loops' },
  no_start: { id: 'flowSimulate.outcome.noStart', defaultMessage: 'No start node' },
});

/** The fields a diff names (codes of the API's answer): a node's or an edge's, the version's and its settings. */
export const diffFieldMessages = {
  ...defineMessages({
    label: { id: 'flowDiff.field.label', defaultMessage: 'Label' },
    kind: { id: 'flowDiff.field.kind', defaultMessage: 'Kind' },
    position: { id: 'flowDiff.field.position', defaultMessage: 'Position' },
    data: { id: 'flowDiff.field.data', defaultMessage: 'Settings' },
    source: { id: 'flowDiff.field.source', defaultMessage: 'From' },
    output: { id: 'flowDiff.field.output', defaultMessage: 'Branch' },
    target: { id: 'flowDiff.field.target', defaultMessage: 'To' },
    name: { id: 'flowDiff.field.name', defaultMessage: 'Name' },
    description: { id: 'flowDiff.field.description', defaultMessage: 'Description' },
  }),
  record_calls: flowSettingsMessages.recordCalls,
  language: flowSettingsMessages.language,
  max_call_seconds: flowSettingsMessages.maxCallSeconds,
  moh_sound_file_id: flowSettingsMessages.moh,
};
