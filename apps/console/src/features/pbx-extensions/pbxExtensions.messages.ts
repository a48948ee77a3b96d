import { defineMessages, type NoMessageValues } from 'react-intl';

type Name = { name: string };
type None = NoMessageValues;

/** The extensions page (spec §2, §3 Extension), its dialog and its notifications (spec §8). */
export const pbxExtensionsMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  newExtension: None;
  loadFailed: None;
  retry: None;
  extension: None;
  user: None;
  extensionDescription: None;
  status: None;
  statusActive: None;
  statusInactive: None;
  createdAt: None;
  updatedAt: None;
  edit: Name;
  remove: Name;
  editTip: None;
  removeTip: None;
  createTitle: None;
  editTitle: None;
  password: None;
  passwordKeepHint: None;
  extensionKeepHint: None;
  presentationNumber: None;
  selectNumber: None;
  isActive: None;
  cancel: None;
  save: None;
  created: Name;
  createFailed: Name;
  updated: Name;
  updateFailed: Name;
  deleted: Name;
  deleteFailed: Name;
}>({
  title: { id: 'xpbx.extensions.title', defaultMessage: 'Extensions' },
  description: {
    id: 'xpbx.extensions.description',
    defaultMessage: 'The internal numbers of your PBX, who has each one and the number it shows to callers.',
  },
  tableLabel: { id: 'xpbx.extensions.tableLabel', defaultMessage: 'Extensions' },
  noun: { id: 'xpbx.extensions.noun', defaultMessage: 'extensions' },
  newExtension: { id: 'xpbx.extensions.new', defaultMessage: 'New' },
  loadFailed: {
    id: 'xpbx.extensions.loadFailed',
    defaultMessage: 'The extensions could not be loaded. Please try again.',
  },
  retry: { id: 'xpbx.extensions.retry', defaultMessage: 'Try again' },
  extension: { id: 'xpbx.extensions.field.extension', defaultMessage: 'Extension' },
  user: { id: 'xpbx.extensions.column.user', defaultMessage: 'User' },
  extensionDescription: { id: 'xpbx.extensions.field.description', defaultMessage: 'Description' },
  status: { id: 'xpbx.extensions.column.status', defaultMessage: 'Status' },
  statusActive: { id: 'xpbx.extensions.status.active', defaultMessage: 'Active' },
  statusInactive: { id: 'xpbx.extensions.status.inactive', defaultMessage: 'Inactive' },
  createdAt: { id: 'xpbx.extensions.column.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'xpbx.extensions.column.updatedAt', defaultMessage: 'Updated' },
  edit: { id: 'xpbx.extensions.action.edit', defaultMessage: 'Edit extension {name}' },
  remove: { id: 'xpbx.extensions.action.delete', defaultMessage: 'Delete extension {name}' },
  editTip: { id: 'xpbx.extensions.tip.edit', defaultMessage: 'Edit' },
  removeTip: { id: 'xpbx.extensions.tip.delete', defaultMessage: 'Delete' },
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
  cancel: { id: 'xpbx.extensions.dialog.cancel', defaultMessage: 'Cancel' },
  save: { id: 'xpbx.extensions.dialog.save', defaultMessage: 'Save' },
  created: {
    id: 'xpbx.extensions.created',
    defaultMessage: 'You have created extension {name} successfully.',
  },
  createFailed: {
    id: 'xpbx.extensions.createFailed',
    defaultMessage: 'Something went wrong with creating extension {name}, please try again',
  },
  updated: {
    id: 'xpbx.extensions.updated',
    defaultMessage: 'You have updated extension {name} successfully.',
  },
  updateFailed: {
    id: 'xpbx.extensions.updateFailed',
    defaultMessage: 'Something went wrong with updating extension {name}, please try again',
  },
  deleted: {
    id: 'xpbx.extensions.deleted',
    defaultMessage: 'You have deleted extension {name} successfully.',
  },
  deleteFailed: {
    id: 'xpbx.extensions.deleteFailed',
    defaultMessage: 'Something went wrong with deleting extension {name}, please try again',
  },
});
