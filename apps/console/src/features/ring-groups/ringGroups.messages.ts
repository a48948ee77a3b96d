import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The ring group list, a ring group's page, its members and dialogs (spec §2, §3 Ring group). */
export const ringGroupsMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  add: None;
  editTitle: None;
  open: { name: string | number };
  details: None;
  name: None;
  ringTime: None;
  strategy: None;
  music: None;
  defaultMusic: None;
  isActive: None;
  tabGeneral: None;
  tabMembers: None;
  membersTitle: None;
  membersDescription: None;
  membersTable: None;
  membersNoun: None;
  addMember: None;
  editMember: None;
  memberName: None;
  number: None;
  memberRingTime: None;
  user: None;
  selectUser: None;
  position: None;
  orderTitle: None;
  orderHint: None;
  orderLabel: None;
  orderOnlyOrdered: None;
}>({
  title: { id: 'xpbx.ringGroups.title', defaultMessage: 'Ring groups' },
  description: {
    id: 'xpbx.ringGroups.description',
    defaultMessage: 'Numbers that ring together, at random or one after another.',
  },
  tableLabel: { id: 'xpbx.ringGroups.table', defaultMessage: 'Ring groups' },
  noun: { id: 'xpbx.ringGroups.noun', defaultMessage: 'ring groups' },
  add: { id: 'xpbx.ringGroups.add', defaultMessage: 'Add ring group' },
  editTitle: { id: 'xpbx.ringGroups.editTitle', defaultMessage: 'Edit ring group' },
  open: { id: 'xpbx.ringGroups.open', defaultMessage: 'Open {name}' },
  details: { id: 'xpbx.ringGroups.details', defaultMessage: 'Ring Group Details' },
  name: { id: 'xpbx.ringGroups.field.name', defaultMessage: 'Name' },
  ringTime: { id: 'xpbx.ringGroups.field.ringTime', defaultMessage: 'Ring time (seconds)' },
  strategy: { id: 'xpbx.ringGroups.field.strategy', defaultMessage: 'Strategy' },
  music: { id: 'xpbx.ringGroups.field.music', defaultMessage: 'Music on hold' },
  defaultMusic: { id: 'xpbx.ringGroups.defaultMusic', defaultMessage: 'Default music' },
  isActive: { id: 'xpbx.ringGroups.field.isActive', defaultMessage: 'Is active' },
  tabGeneral: { id: 'xpbx.ringGroups.tab.general', defaultMessage: 'General' },
  tabMembers: { id: 'xpbx.ringGroups.tab.members', defaultMessage: 'Members' },
  membersTitle: { id: 'xpbx.ringGroups.members.title', defaultMessage: 'Members' },
  membersDescription: {
    id: 'xpbx.ringGroups.members.description',
    defaultMessage: 'The numbers this group rings.',
  },
  membersTable: { id: 'xpbx.ringGroups.members.table', defaultMessage: 'Ring group members' },
  membersNoun: { id: 'xpbx.ringGroups.members.noun', defaultMessage: 'members' },
  addMember: { id: 'xpbx.ringGroups.members.add', defaultMessage: 'Add member' },
  editMember: { id: 'xpbx.ringGroups.members.edit', defaultMessage: 'Edit member' },
  memberName: { id: 'xpbx.ringGroups.members.field.name', defaultMessage: 'Name' },
  number: { id: 'xpbx.ringGroups.members.field.number', defaultMessage: 'Number' },
  memberRingTime: { id: 'xpbx.ringGroups.members.field.ringTime', defaultMessage: 'Ring time (seconds)' },
  user: { id: 'xpbx.ringGroups.members.field.user', defaultMessage: 'User' },
  selectUser: { id: 'xpbx.ringGroups.members.selectUser', defaultMessage: 'No user' },
  position: { id: 'xpbx.ringGroups.members.field.position', defaultMessage: 'Order' },
  orderTitle: { id: 'xpbx.ringGroups.order.title', defaultMessage: 'Ringing order' },
  orderHint: {
    id: 'xpbx.ringGroups.order.hint',
    defaultMessage:
      'The first member rings first. Move members with their up and down buttons; each move is saved.',
  },
  orderLabel: { id: 'xpbx.ringGroups.order.label', defaultMessage: 'Ringing order' },
  orderOnlyOrdered: {
    id: 'xpbx.ringGroups.order.onlyOrdered',
    defaultMessage:
      'The ringing order is used by the ordered strategy: change the strategy on the General tab to set it.',
  },
});
