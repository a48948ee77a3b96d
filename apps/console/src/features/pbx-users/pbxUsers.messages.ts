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
  username: None;
  userDescription: None;
  extension: None;
  timezone: None;
  settings: None;
  login: None;
  loginAs: Name;
  logout: None;
  logoutOf: Name;
  selectedUsers: { count: number };
  createTitle: None;
  editTitle: None;
  password: None;
  passwordKeepHint: None;
  selectExtension: None;
  selectTimezone: None;
  isActive: None;
  deletedMany: { count: number };
  impersonated: Name;
  impersonateFailed: Name;
  impersonationEnded: Name;
  impersonationEndFailed: Name;
  actAsTitle: Name;
  actAsDescription: None;
  actAsReason: None;
  actAsReasonHint: None;
  actAsConfirm: None;
  actAsCancel: None;
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
  username: { id: 'xpbx.users.field.username', defaultMessage: 'Username' },
  userDescription: { id: 'xpbx.users.field.description', defaultMessage: 'Description' },
  extension: { id: 'xpbx.users.field.extension', defaultMessage: 'Extension' },
  timezone: { id: 'xpbx.users.field.timezone', defaultMessage: 'Timezone' },
  settings: { id: 'xpbx.users.column.settings', defaultMessage: 'Settings' },
  login: { id: 'xpbx.users.login', defaultMessage: 'Login' },
  loginAs: { id: 'xpbx.users.loginAs', defaultMessage: 'Login as {name}' },
  logout: { id: 'xpbx.users.logout', defaultMessage: 'Logout' },
  logoutOf: { id: 'xpbx.users.logoutOf', defaultMessage: 'Logout from the account of {name}' },
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
  actAsTitle: { id: 'xpbx.users.actAsTitle', defaultMessage: 'Log in as {name}' },
  actAsDescription: {
    id: 'xpbx.users.actAsDescription',
    defaultMessage:
      'The account owner sees who acted as this user, why and when in their activity log. It ends when you log out of the account or after an hour.',
  },
  actAsReason: { id: 'xpbx.users.actAsReason', defaultMessage: 'Reason' },
  actAsReasonHint: {
    id: 'xpbx.users.actAsReasonHint',
    defaultMessage: 'For example the support ticket you are working on',
  },
  actAsConfirm: { id: 'xpbx.users.actAsConfirm', defaultMessage: 'Log in' },
  actAsCancel: { id: 'xpbx.users.actAsCancel', defaultMessage: 'Cancel' },
});
