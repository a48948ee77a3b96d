import { defineMessages, type NoMessageValues } from 'react-intl';

type Name = { name: string };
type None = NoMessageValues;

/** The users table (spec §2 "Users table"), its dialog and its notifications (spec §8). */
export const pbxUsersMessages = defineMessages<{
  title: None;
  description: None;
  loginDescription: None;
  tableLabel: None;
  noun: None;
  newUser: None;
  loadFailed: None;
  retry: None;
  username: None;
  userDescription: None;
  extension: None;
  timezone: None;
  status: None;
  statusActive: None;
  statusInactive: None;
  createdAt: None;
  updatedAt: None;
  settings: None;
  edit: Name;
  activate: Name;
  deactivate: Name;
  remove: Name;
  editTip: None;
  activateTip: None;
  deactivateTip: None;
  removeTip: None;
  login: None;
  loginAs: Name;
  logout: None;
  logoutOf: Name;
  deleteSelected: None;
  selectedUsers: { count: number };
  createTitle: None;
  editTitle: None;
  password: None;
  passwordKeepHint: None;
  selectExtension: None;
  selectTimezone: None;
  isActive: None;
  cancel: None;
  save: None;
  created: Name;
  createFailed: Name;
  updated: Name;
  updateFailed: Name;
  deleted: Name;
  deleteFailed: Name;
  deletedMany: { count: number };
  impersonated: Name;
  impersonateFailed: Name;
  impersonationEnded: Name;
  impersonationEndFailed: Name;
}>({
  title: { id: 'xpbx.users.title', defaultMessage: 'Users' },
  description: {
    id: 'xpbx.users.description',
    defaultMessage: 'The people who make and take calls in your PBX, with their extensions and time zones.',
  },
  loginDescription: {
    id: 'xpbx.users.loginDescription',
    defaultMessage: 'The users of your account. Log in as one of them to work in their account.',
  },
  tableLabel: { id: 'xpbx.users.tableLabel', defaultMessage: 'Users' },
  noun: { id: 'xpbx.users.noun', defaultMessage: 'users' },
  newUser: { id: 'xpbx.users.new', defaultMessage: 'New' },
  loadFailed: {
    id: 'xpbx.users.loadFailed',
    defaultMessage: 'The users could not be loaded. Please try again.',
  },
  retry: { id: 'xpbx.users.retry', defaultMessage: 'Try again' },
  username: { id: 'xpbx.users.field.username', defaultMessage: 'Username' },
  userDescription: { id: 'xpbx.users.field.description', defaultMessage: 'Description' },
  extension: { id: 'xpbx.users.field.extension', defaultMessage: 'Extension' },
  timezone: { id: 'xpbx.users.field.timezone', defaultMessage: 'Timezone' },
  status: { id: 'xpbx.users.column.status', defaultMessage: 'Status' },
  statusActive: { id: 'xpbx.users.status.active', defaultMessage: 'Active' },
  statusInactive: { id: 'xpbx.users.status.inactive', defaultMessage: 'Inactive' },
  createdAt: { id: 'xpbx.users.column.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'xpbx.users.column.updatedAt', defaultMessage: 'Updated' },
  settings: { id: 'xpbx.users.column.settings', defaultMessage: 'Settings' },
  edit: { id: 'xpbx.users.action.edit', defaultMessage: 'Edit {name}' },
  activate: { id: 'xpbx.users.action.activate', defaultMessage: 'Activate {name}' },
  deactivate: { id: 'xpbx.users.action.deactivate', defaultMessage: 'Deactivate {name}' },
  remove: { id: 'xpbx.users.action.delete', defaultMessage: 'Delete {name}' },
  editTip: { id: 'xpbx.users.tip.edit', defaultMessage: 'Edit' },
  activateTip: { id: 'xpbx.users.tip.activate', defaultMessage: 'Set active' },
  deactivateTip: { id: 'xpbx.users.tip.deactivate', defaultMessage: 'Set inactive' },
  removeTip: { id: 'xpbx.users.tip.delete', defaultMessage: 'Delete' },
  login: { id: 'xpbx.users.login', defaultMessage: 'Login' },
  loginAs: { id: 'xpbx.users.loginAs', defaultMessage: 'Login as {name}' },
  logout: { id: 'xpbx.users.logout', defaultMessage: 'Logout' },
  logoutOf: { id: 'xpbx.users.logoutOf', defaultMessage: 'Logout from the account of {name}' },
  deleteSelected: { id: 'xpbx.users.deleteSelected', defaultMessage: 'Delete selected' },
  selectedUsers: {
    id: 'xpbx.users.selectedUsers',
    defaultMessage: '{count, plural, one {the # selected user} other {the # selected users}}',
  },
  createTitle: { id: 'xpbx.users.dialog.createTitle', defaultMessage: 'Create user' },
  editTitle: { id: 'xpbx.users.dialog.editTitle', defaultMessage: 'Edit user' },
  password: { id: 'xpbx.users.field.password', defaultMessage: 'Password' },
  passwordKeepHint: {
    id: 'xpbx.users.field.passwordKeepHint',
    defaultMessage: 'Leave empty to keep the current password.',
  },
  selectExtension: { id: 'xpbx.users.field.selectExtension', defaultMessage: 'Select extension' },
  selectTimezone: { id: 'xpbx.users.field.selectTimezone', defaultMessage: 'Select timezone' },
  isActive: { id: 'xpbx.users.field.isActive', defaultMessage: 'Active' },
  cancel: { id: 'xpbx.users.dialog.cancel', defaultMessage: 'Cancel' },
  save: { id: 'xpbx.users.dialog.save', defaultMessage: 'Save' },
  created: { id: 'xpbx.users.created', defaultMessage: 'You have created user {name} successfully.' },
  createFailed: {
    id: 'xpbx.users.createFailed',
    defaultMessage: 'Something went wrong with creating user {name}, please try again',
  },
  updated: { id: 'xpbx.users.updated', defaultMessage: 'You have updated user {name} successfully.' },
  updateFailed: {
    id: 'xpbx.users.updateFailed',
    defaultMessage: 'Something went wrong with updating user {name}, please try again',
  },
  deleted: { id: 'xpbx.users.deleted', defaultMessage: 'You have deleted user {name} successfully.' },
  deleteFailed: {
    id: 'xpbx.users.deleteFailed',
    defaultMessage: 'Something went wrong with deleting user {name}, please try again',
  },
  deletedMany: {
    id: 'xpbx.users.deletedMany',
    defaultMessage:
      '{count, plural, one {You have deleted # user successfully.} other {You have deleted # users successfully.}}',
  },
  impersonated: {
    id: 'xpbx.users.impersonated',
    defaultMessage: 'You have logged in as user {name} successfully.',
  },
  impersonateFailed: {
    id: 'xpbx.users.impersonateFailed',
    defaultMessage: 'Something went wrong with logging in as user {name}, please try again',
  },
  impersonationEnded: {
    id: 'xpbx.users.impersonationEnded',
    defaultMessage: 'You have logged out of the account of user {name} successfully.',
  },
  impersonationEndFailed: {
    id: 'xpbx.users.impersonationEndFailed',
    defaultMessage: 'Something went wrong with logging out of the account of user {name}, please try again',
  },
});
