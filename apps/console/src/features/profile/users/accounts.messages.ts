import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The administrator's accounts directory on /profile/users. */
export const accountsMessages = defineMessages<{
  heading: None;
  search: None;
  tableLabel: None;
  noun: None;
  owner: None;
  email: None;
  company: None;
  verified: None;
  yes: None;
  no: None;
  balance: None;
  created: None;
  open: None;
  openAccount: { name: string };
  empty: None;
  failed: None;
  retry: None;
  usersOf: { name: string };
  usersLabel: None;
  noUsers: None;
  inactive: None;
  username: None;
  description: None;
  actAs: None;
  loginAs: { name: string };
}>({
  heading: { id: 'profile.accounts.heading', defaultMessage: 'Accounts' },
  search: { id: 'profile.accounts.search', defaultMessage: 'Search by owner, e-mail or company' },
  tableLabel: { id: 'profile.accounts.tableLabel', defaultMessage: 'Accounts' },
  noun: { id: 'profile.accounts.noun', defaultMessage: 'accounts' },
  owner: { id: 'profile.accounts.owner', defaultMessage: 'Owner' },
  email: { id: 'profile.accounts.email', defaultMessage: 'E-mail' },
  company: { id: 'profile.accounts.company', defaultMessage: 'Company' },
  verified: { id: 'profile.accounts.verified', defaultMessage: 'Verified' },
  yes: { id: 'profile.accounts.yes', defaultMessage: 'Yes' },
  no: { id: 'profile.accounts.no', defaultMessage: 'No' },
  balance: { id: 'profile.accounts.balance', defaultMessage: 'Balance' },
  created: { id: 'profile.accounts.created', defaultMessage: 'Created' },
  open: { id: 'profile.accounts.open', defaultMessage: 'Users' },
  openAccount: { id: 'profile.accounts.openAccount', defaultMessage: 'Show the users of {name}' },
  empty: { id: 'profile.accounts.empty', defaultMessage: 'No account matches the search.' },
  failed: { id: 'profile.accounts.failed', defaultMessage: 'The accounts could not be loaded.' },
  retry: { id: 'profile.accounts.retry', defaultMessage: 'Try again' },
  usersOf: { id: 'profile.accounts.usersOf', defaultMessage: 'Users of {name}' },
  usersLabel: { id: 'profile.accounts.usersLabel', defaultMessage: 'Users of the account' },
  noUsers: { id: 'profile.accounts.noUsers', defaultMessage: 'This account has no users yet.' },
  inactive: { id: 'profile.accounts.inactive', defaultMessage: 'Inactive' },
  username: { id: 'profile.accounts.username', defaultMessage: 'Username' },
  description: { id: 'profile.accounts.description', defaultMessage: 'Description' },
  actAs: { id: 'profile.accounts.actAs', defaultMessage: 'Login' },
  loginAs: { id: 'profile.accounts.loginAs', defaultMessage: 'Login as {name}' },
});
