import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The account's activity page (every change made through the API). */
export const activityMessages = defineMessages<{
  title: None;
  description: None;
  allDescription: None;
  tableLabel: None;
  noun: None;
  when: None;
  who: None;
  account: None;
  action: None;
  area: None;
  ip: None;
  actingAdmin: { id: number };
  allActions: None;
  allAccounts: None;
  capped: { limit: number };
  showChanges: None;
  showChangesOf: { action: string };
  changesTitle: { action: string };
  before: None;
  after: None;
  nothing: None;
  changesTable: None;
  field: None;
  yes: None;
  no: None;
}>({
  title: { id: 'activity.title', defaultMessage: 'Activity' },
  description: {
    id: 'activity.description',
    defaultMessage:
      'Every change made in your account: who made it, what it was before and after, when and from where.',
  },
  allDescription: {
    id: 'activity.allDescription',
    defaultMessage: 'Every change made in every account.',
  },
  tableLabel: { id: 'activity.tableLabel', defaultMessage: 'Changes' },
  noun: { id: 'activity.noun', defaultMessage: 'changes' },
  when: { id: 'activity.when', defaultMessage: 'When' },
  who: { id: 'activity.who', defaultMessage: 'Who' },
  account: { id: 'activity.account', defaultMessage: 'Account' },
  action: { id: 'activity.action', defaultMessage: 'Action' },
  area: { id: 'activity.area', defaultMessage: 'Area' },
  ip: { id: 'activity.ip', defaultMessage: 'From' },
  actingAdmin: { id: 'activity.actingAdmin', defaultMessage: 'administrator #{id} acting' },
  allActions: { id: 'activity.allActions', defaultMessage: 'All actions' },
  allAccounts: { id: 'activity.allAccounts', defaultMessage: 'All accounts' },
  capped: {
    id: 'activity.capped',
    defaultMessage: 'Showing the newest {limit} changes. Narrow the dates to see older ones.',
  },
  showChanges: { id: 'activity.showChanges', defaultMessage: 'Show changes' },
  showChangesOf: { id: 'activity.showChangesOf', defaultMessage: 'Show changes of {action}' },
  changesTitle: { id: 'activity.changesTitle', defaultMessage: 'Changes: {action}' },
  before: { id: 'activity.before', defaultMessage: 'Before' },
  after: { id: 'activity.after', defaultMessage: 'After' },
  nothing: { id: 'activity.nothing', defaultMessage: 'Nothing' },
  changesTable: { id: 'activity.changesTable', defaultMessage: 'Changed fields' },
  field: { id: 'activity.field', defaultMessage: 'Field' },
  yes: { id: 'activity.yes', defaultMessage: 'Yes' },
  no: { id: 'activity.no', defaultMessage: 'No' },
});
