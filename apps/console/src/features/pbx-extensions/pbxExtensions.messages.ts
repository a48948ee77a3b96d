import { defineMessages, type NoMessageValues } from 'react-intl';

type Name = { name: string };
type None = NoMessageValues;

/** The extensions page (spec §2, §3 Extension), its dialog and its notifications (spec §8). */
export const pbxExtensionsMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  extension: None;
  user: None;
  extensionDescription: None;
  edit: Name;
  remove: Name;
  createTitle: None;
  editTitle: None;
  password: None;
  passwordKeepHint: None;
  extensionKeepHint: None;
  presentationNumber: None;
  selectNumber: None;
  isActive: None;
}>({
  title: { id: 'xpbx.extensions.title', defaultMessage: 'Extensions' },
  description: {
    id: 'xpbx.extensions.description',
    defaultMessage: 'The internal numbers of your PBX, who has each one and the number it shows to callers.',
  },
  tableLabel: { id: 'xpbx.extensions.tableLabel', defaultMessage: 'Extensions' },
  noun: { id: 'xpbx.extensions.noun', defaultMessage: 'extensions' },
  extension: { id: 'xpbx.extensions.field.extension', defaultMessage: 'Extension' },
  user: { id: 'xpbx.extensions.column.user', defaultMessage: 'User' },
  extensionDescription: { id: 'xpbx.extensions.field.description', defaultMessage: 'Description' },
  edit: { id: 'xpbx.extensions.action.edit', defaultMessage: 'Edit extension {name}' },
  remove: { id: 'xpbx.extensions.action.delete', defaultMessage: 'Delete extension {name}' },
  createTitle: { id: 'xpbx.extensions.dialog.createTitle', defaultMessage: 'Create extension' },
  editTitle: { id: 'xpbx.extensions.dialog.editTitle', defaultMessage: 'Edit extension' },
  password: { id: 'xpbx.extensions.field.password', defaultMessage: 'Password' },
  passwordKeepHint: {
    id: 'xpbx.extensions.field.passwordKeepHint',
    defaultMessage: 'Leave empty to keep the current password.',
  },
  extensionKeepHint: {
    id: 'xpbx.extensions.field.extensionKeepHint',
    defaultMessage: 'Digits only. Leave empty to keep the current number.',
  },
  presentationNumber: {
    id: 'xpbx.extensions.field.presentationNumber',
    defaultMessage: 'Presentation number',
  },
  selectNumber: { id: 'xpbx.extensions.field.selectNumber', defaultMessage: 'Select number' },
  isActive: { id: 'xpbx.extensions.field.isActive', defaultMessage: 'Active' },
});
