import { defineMessages } from 'react-intl';

/** /xpbx/settings/did-numbers: its tabs, both tables and their dialogs. */
export const numbersMessages = defineMessages({
  title: { id: 'xpbx.numbers.title', defaultMessage: 'Numbers' },
  description: {
    id: 'xpbx.numbers.description',
    defaultMessage:
      'Your external numbers (DIDs) and where their calls go, and the internal numbers of your users.',
  },
  tabs: { id: 'xpbx.numbers.tabs', defaultMessage: 'Number kinds' },
  externalTab: { id: 'xpbx.numbers.tab.external', defaultMessage: 'External numbers' },
  internalTab: { id: 'xpbx.numbers.tab.internal', defaultMessage: 'Internal numbers' },

  externalTitle: { id: 'xpbx.numbers.external.title', defaultMessage: 'External numbers' },
  externalDescription: {
    id: 'xpbx.numbers.external.description',
    defaultMessage:
      'A call to a number with a target goes to that target; a number without one is routed by the inbound routing entries.',
  },
  externalTable: { id: 'xpbx.numbers.external.table', defaultMessage: 'External numbers' },
  externalNoun: { id: 'xpbx.numbers.external.noun', defaultMessage: 'numbers' },
  number: { id: 'xpbx.numbers.field.number', defaultMessage: 'Number' },
  numberHint: {
    id: 'xpbx.numbers.field.numberHint',
    defaultMessage: 'The whole number in international format, up to 15 digits, with an optional leading +.',
  },
  numberDescription: { id: 'xpbx.numbers.field.description', defaultMessage: 'Description' },
  country: { id: 'xpbx.numbers.field.country', defaultMessage: 'Country' },
  selectCountry: { id: 'xpbx.numbers.field.selectCountry', defaultMessage: 'Select country' },
  numberType: { id: 'xpbx.numbers.field.numberType', defaultMessage: 'Number type' },
  selectNumberType: { id: 'xpbx.numbers.field.selectNumberType', defaultMessage: 'Select number type' },
  target: { id: 'xpbx.numbers.field.target', defaultMessage: 'Target' },
  targetType: { id: 'xpbx.numbers.field.targetType', defaultMessage: 'Routed to' },
  notRouted: { id: 'xpbx.numbers.notRouted', defaultMessage: 'Not routed' },
  selectTarget: { id: 'xpbx.numbers.field.selectTarget', defaultMessage: 'Select target' },
  createdAt: { id: 'xpbx.numbers.field.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'xpbx.numbers.field.updatedAt', defaultMessage: 'Updated' },
  addExternal: { id: 'xpbx.numbers.external.add', defaultMessage: 'Add number' },
  createExternal: { id: 'xpbx.numbers.external.createTitle', defaultMessage: 'Add external number' },
  editExternal: { id: 'xpbx.numbers.external.editTitle', defaultMessage: 'Edit external number' },
  externalSelected: {
    id: 'xpbx.numbers.external.selected',
    defaultMessage: '{count, plural, one {the # selected number} other {the # selected numbers}}',
  },
  externalDeletedMany: {
    id: 'xpbx.numbers.external.deletedMany',
    defaultMessage:
      '{count, plural, one {You have deleted # external number successfully.} other {You have deleted # external numbers successfully.}}',
  },

  internalTitle: { id: 'xpbx.numbers.internal.title', defaultMessage: 'Internal numbers' },
  internalDescription: {
    id: 'xpbx.numbers.internal.description',
    defaultMessage: 'Short numbers your users are reached at inside the PBX.',
  },
  internalTable: { id: 'xpbx.numbers.internal.table', defaultMessage: 'Internal numbers' },
  internalNoun: { id: 'xpbx.numbers.internal.noun', defaultMessage: 'internal numbers' },
  internalNumber: { id: 'xpbx.numbers.internal.number', defaultMessage: 'Number' },
  username: { id: 'xpbx.numbers.internal.username', defaultMessage: 'Username' },
  selectUser: { id: 'xpbx.numbers.internal.selectUser', defaultMessage: 'Select user' },
  presentationNumber: {
    id: 'xpbx.numbers.internal.presentationNumber',
    defaultMessage: 'Presentation number',
  },
  selectPresentationNumber: {
    id: 'xpbx.numbers.internal.selectPresentationNumber',
    defaultMessage: 'Select number',
  },
  isActive: { id: 'xpbx.numbers.internal.isActive', defaultMessage: 'Active' },
  addInternal: { id: 'xpbx.numbers.internal.add', defaultMessage: 'Add internal number' },
  createInternal: { id: 'xpbx.numbers.internal.createTitle', defaultMessage: 'Create internal number' },
  editInternal: { id: 'xpbx.numbers.internal.editTitle', defaultMessage: 'Edit internal number' },
  internalSelected: {
    id: 'xpbx.numbers.internal.selected',
    defaultMessage:
      '{count, plural, one {the # selected internal number} other {the # selected internal numbers}}',
  },
  internalDeletedMany: {
    id: 'xpbx.numbers.internal.deletedMany',
    defaultMessage:
      '{count, plural, one {You have deleted # internal number successfully.} other {You have deleted # internal numbers successfully.}}',
  },
});

/** A DID's target in its table cell: 'Queue: Support'. */
export const targetMessages = defineMessages<{ targetOf: { type: string; name: string } }>({
  targetOf: { id: 'xpbx.numbers.targetOf', defaultMessage: '{type}: {name}' },
});
