import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The queue list, a queue's page, its tabs and dialogs (spec §2 queue screens, §3 Queue). */
export const queuesMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  add: None;
  editTitle: None;
  open: { name: string | number };
  details: None;
  name: None;
  queueDescription: None;
  priority: None;
  weight: None;
  weightHint: None;
  wrapupTime: None;
  timeout: None;
  unblock: None;
  strategy: None;
  queueNumber: None;
  connectToLastAgent: None;
  agentSearchPeriod: None;
  isActive: None;
  yes: None;
  no: None;
  tabGeneral: None;
  tabMembers: None;
  tabActions: None;
  tabRules: None;
  tabVip: None;
  tabBlack: None;
}>({
  title: { id: 'xpbx.queues.title', defaultMessage: 'Queues' },
  description: {
    id: 'xpbx.queues.description',
    defaultMessage: 'Callers wait in a queue until one of its members answers.',
  },
  tableLabel: { id: 'xpbx.queues.table', defaultMessage: 'Queues' },
  noun: { id: 'xpbx.queues.noun', defaultMessage: 'queues' },
  add: { id: 'xpbx.queues.add', defaultMessage: 'Add queue' },
  editTitle: { id: 'xpbx.queues.editTitle', defaultMessage: 'Edit queue' },
  open: { id: 'xpbx.queues.open', defaultMessage: 'Open {name}' },
  details: { id: 'xpbx.queues.details', defaultMessage: 'Queue Details' },
  name: { id: 'xpbx.queues.field.name', defaultMessage: 'Name' },
  queueDescription: { id: 'xpbx.queues.field.description', defaultMessage: 'Description' },
  priority: { id: 'xpbx.queues.field.priority', defaultMessage: 'Priority' },
  weight: { id: 'xpbx.queues.field.weight', defaultMessage: 'Weight' },
  weightHint: {
    id: 'xpbx.queues.weightHint',
    defaultMessage: 'A higher number means a higher priority for members shared with other queues.',
  },
  wrapupTime: { id: 'xpbx.queues.field.wrapupTime', defaultMessage: 'Wrap-up time (seconds)' },
  timeout: { id: 'xpbx.queues.field.timeout', defaultMessage: 'Timeout (seconds)' },
  unblock: { id: 'xpbx.queues.field.unblock', defaultMessage: 'Unblock (seconds)' },
  strategy: { id: 'xpbx.queues.field.strategy', defaultMessage: 'Strategy' },
  queueNumber: { id: 'xpbx.queues.field.queueNumber', defaultMessage: 'Queue number' },
  connectToLastAgent: { id: 'xpbx.queues.field.connectToLastAgent', defaultMessage: 'Connect to last agent' },
  agentSearchPeriod: {
    id: 'xpbx.queues.field.agentSearchPeriod',
    defaultMessage: 'Agent search period (seconds)',
  },
  isActive: { id: 'xpbx.queues.field.isActive', defaultMessage: 'Is active' },
  yes: { id: 'xpbx.queues.yes', defaultMessage: 'Yes' },
  no: { id: 'xpbx.queues.no', defaultMessage: 'No' },
  tabGeneral: { id: 'xpbx.queues.tab.general', defaultMessage: 'General' },
  tabMembers: { id: 'xpbx.queues.tab.members', defaultMessage: 'Members' },
  tabActions: { id: 'xpbx.queues.tab.actions', defaultMessage: 'Actions' },
  tabRules: { id: 'xpbx.queues.tab.rules', defaultMessage: 'Rules' },
  tabVip: { id: 'xpbx.queues.tab.vip', defaultMessage: 'VIP numbers' },
  tabBlack: { id: 'xpbx.queues.tab.black', defaultMessage: 'Black numbers' },
});

/** The queue's options: members, actions, rules, VIP and black numbers (spec §3). */
export const queueOptionsMessages = defineMessages<{
  membersTitle: None;
  membersDescription: None;
  membersTable: None;
  membersNoun: None;
  addMember: None;
  editMember: None;
  user: None;
  selectUser: None;
  workplace: None;
  autoAnswerSeconds: None;
  autoAnswerHint: None;
  skillLevel: None;
  actionsTitle: None;
  actionsDescription: None;
  actionsTable: None;
  actionsNoun: None;
  addAction: None;
  editAction: None;
  actionName: None;
  action: None;
  value: None;
  selectSoundFile: None;
  defaultMusic: None;
  timeFrom: None;
  timeTo: None;
  timeRangeHint: None;
  active: None;
  rulesTitle: None;
  rulesDescription: None;
  rulesTable: None;
  rulesNoun: None;
  addRule: None;
  editRule: None;
  ruleName: None;
  timeslot: None;
  selectTimeslot: None;
  increasePeriod: None;
  increaseWeight: None;
  vipTitle: None;
  vipDescription: None;
  vipTable: None;
  vipNoun: None;
  addVip: None;
  editVip: None;
  callingNumber: None;
  vipWeight: None;
  blackTitle: None;
  blackDescription: None;
  blackTable: None;
  blackNoun: None;
  addBlack: None;
  editBlack: None;
  validTo: None;
  validToHint: None;
  noEnd: None;
}>({
  membersTitle: { id: 'xpbx.queues.members.title', defaultMessage: 'Members' },
  membersDescription: {
    id: 'xpbx.queues.members.description',
    defaultMessage: 'The users who answer this queue’s calls; a higher skill level is offered calls first.',
  },
  membersTable: { id: 'xpbx.queues.members.table', defaultMessage: 'Queue members' },
  membersNoun: { id: 'xpbx.queues.members.noun', defaultMessage: 'members' },
  addMember: { id: 'xpbx.queues.members.add', defaultMessage: 'Add member' },
  editMember: { id: 'xpbx.queues.members.edit', defaultMessage: 'Edit member' },
  user: { id: 'xpbx.queues.members.field.user', defaultMessage: 'User' },
  selectUser: { id: 'xpbx.queues.members.selectUser', defaultMessage: 'Select user' },
  workplace: { id: 'xpbx.queues.members.field.workplace', defaultMessage: 'Workplace' },
  autoAnswerSeconds: { id: 'xpbx.queues.members.field.autoAnswer', defaultMessage: 'Auto answer seconds' },
  autoAnswerHint: {
    id: 'xpbx.queues.members.autoAnswerHint',
    defaultMessage: '0: the phone rings; more: it answers by itself after that many seconds.',
  },
  skillLevel: { id: 'xpbx.queues.members.field.skillLevel', defaultMessage: 'Skill level' },
  actionsTitle: { id: 'xpbx.queues.actions.title', defaultMessage: 'Actions' },
  actionsDescription: {
    id: 'xpbx.queues.actions.description',
    defaultMessage: 'What callers hear while they wait, between two waiting times.',
  },
  actionsTable: { id: 'xpbx.queues.actions.table', defaultMessage: 'Queue actions' },
  actionsNoun: { id: 'xpbx.queues.actions.noun', defaultMessage: 'actions' },
  addAction: { id: 'xpbx.queues.actions.add', defaultMessage: 'Add action' },
  editAction: { id: 'xpbx.queues.actions.edit', defaultMessage: 'Edit action' },
  actionName: { id: 'xpbx.queues.actions.field.name', defaultMessage: 'Name' },
  action: { id: 'xpbx.queues.actions.field.action', defaultMessage: 'Action' },
  value: { id: 'xpbx.queues.actions.field.value', defaultMessage: 'Sound file' },
  selectSoundFile: { id: 'xpbx.queues.actions.selectSoundFile', defaultMessage: 'Select sound file' },
  defaultMusic: { id: 'xpbx.queues.actions.defaultMusic', defaultMessage: 'Default music' },
  timeFrom: { id: 'xpbx.queues.actions.field.timeFrom', defaultMessage: 'From (seconds waited)' },
  timeTo: { id: 'xpbx.queues.actions.field.timeTo', defaultMessage: 'To (seconds waited)' },
  timeRangeHint: {
    id: 'xpbx.queues.actions.timeRangeHint',
    defaultMessage: 'Seconds since the caller joined the queue.',
  },
  active: { id: 'xpbx.queues.options.field.active', defaultMessage: 'Active' },
  rulesTitle: { id: 'xpbx.queues.rules.title', defaultMessage: 'Rules' },
  rulesDescription: {
    id: 'xpbx.queues.rules.description',
    defaultMessage: 'While a timeslot is open, a waiting caller’s weight grows by the increase every period.',
  },
  rulesTable: { id: 'xpbx.queues.rules.table', defaultMessage: 'Queue rules' },
  rulesNoun: { id: 'xpbx.queues.rules.noun', defaultMessage: 'rules' },
  addRule: { id: 'xpbx.queues.rules.add', defaultMessage: 'Add rule' },
  editRule: { id: 'xpbx.queues.rules.edit', defaultMessage: 'Edit rule' },
  ruleName: { id: 'xpbx.queues.rules.field.name', defaultMessage: 'Name' },
  timeslot: { id: 'xpbx.queues.rules.field.timeslot', defaultMessage: 'Timeslot' },
  selectTimeslot: { id: 'xpbx.queues.rules.selectTimeslot', defaultMessage: 'Select timeslot' },
  increasePeriod: {
    id: 'xpbx.queues.rules.field.increasePeriod',
    defaultMessage: 'Increase period (seconds)',
  },
  increaseWeight: { id: 'xpbx.queues.rules.field.increaseWeight', defaultMessage: 'Increase weight' },
  vipTitle: { id: 'xpbx.queues.vip.title', defaultMessage: 'VIP numbers' },
  vipDescription: {
    id: 'xpbx.queues.vip.description',
    defaultMessage: 'Callers from these numbers wait with the queue’s weight plus their own.',
  },
  vipTable: { id: 'xpbx.queues.vip.table', defaultMessage: 'VIP numbers' },
  vipNoun: { id: 'xpbx.queues.vip.noun', defaultMessage: 'VIP numbers' },
  addVip: { id: 'xpbx.queues.vip.add', defaultMessage: 'Add VIP number' },
  editVip: { id: 'xpbx.queues.vip.edit', defaultMessage: 'Edit VIP number' },
  callingNumber: { id: 'xpbx.queues.options.field.callingNumber', defaultMessage: 'Calling number' },
  vipWeight: { id: 'xpbx.queues.vip.field.weight', defaultMessage: 'Weight' },
  blackTitle: { id: 'xpbx.queues.black.title', defaultMessage: 'Black numbers' },
  blackDescription: {
    id: 'xpbx.queues.black.description',
    defaultMessage: 'Callers from these numbers are refused until the end of the valid-to date.',
  },
  blackTable: { id: 'xpbx.queues.black.table', defaultMessage: 'Black numbers' },
  blackNoun: { id: 'xpbx.queues.black.noun', defaultMessage: 'black numbers' },
  addBlack: { id: 'xpbx.queues.black.add', defaultMessage: 'Add black number' },
  editBlack: { id: 'xpbx.queues.black.edit', defaultMessage: 'Edit black number' },
  validTo: { id: 'xpbx.queues.black.field.validTo', defaultMessage: 'Valid to' },
  validToHint: {
    id: 'xpbx.queues.black.validToHint',
    defaultMessage: 'Leave empty to refuse the number with no end.',
  },
  noEnd: { id: 'xpbx.queues.black.noEnd', defaultMessage: 'No end' },
});
