import { defineMessages } from 'react-intl';

/** The administrator's dashboard (/xadmin/dashboard). */
export const dashboardMessages = defineMessages({
  title: { id: 'xadmin.dashboard.title', defaultMessage: 'Administrator dashboard' },
  description: {
    id: 'xadmin.dashboard.description',
    defaultMessage: 'Every account of the platform, by UTC day, week or month.',
  },
  bucket: { id: 'xadmin.dashboard.bucket', defaultMessage: 'Group by' },
  day: { id: 'xadmin.dashboard.day', defaultMessage: 'Day' },
  week: { id: 'xadmin.dashboard.week', defaultMessage: 'Week' },
  month: { id: 'xadmin.dashboard.month', defaultMessage: 'Month' },
  failed: { id: 'xadmin.dashboard.failed', defaultMessage: 'The figures could not be loaded.' },
  retry: { id: 'xadmin.dashboard.retry', defaultMessage: 'Try again' },
  empty: { id: 'xadmin.dashboard.empty', defaultMessage: 'Nothing happened in this period.' },
  totals: { id: 'xadmin.dashboard.totals', defaultMessage: 'Totals of the period' },
  figures: { id: 'xadmin.dashboard.figures', defaultMessage: 'Figures by period' },
  period: { id: 'xadmin.dashboard.period', defaultMessage: 'Period' },
  newAccounts: { id: 'xadmin.dashboard.newAccounts', defaultMessage: 'New accounts' },
  verifiedAccounts: { id: 'xadmin.dashboard.verifiedAccounts', defaultMessage: 'Verified accounts' },
  activeAccounts: { id: 'xadmin.dashboard.activeAccounts', defaultMessage: 'Active accounts' },
  newWidgets: { id: 'xadmin.dashboard.newWidgets', defaultMessage: 'Widgets installed' },
  activeWidgets: { id: 'xadmin.dashboard.activeWidgets', defaultMessage: 'Widgets active' },
  visitorRequests: { id: 'xadmin.dashboard.visitorRequests', defaultMessage: 'Visitor requests' },
  calls: { id: 'xadmin.dashboard.calls', defaultMessage: 'Calls' },
  callMinutes: { id: 'xadmin.dashboard.callMinutes', defaultMessage: 'Call minutes' },
  revenue: { id: 'xadmin.dashboard.revenue', defaultMessage: 'Revenue' },
});

/** The ledger of every account (/billing) and its credit notes. */
export const billingMessages = defineMessages({
  title: { id: 'xadmin.billing.title', defaultMessage: 'Billing' },
  description: {
    id: 'xadmin.billing.description',
    defaultMessage: 'Charges, recharges, failed payments and credit notes of every account.',
  },
  search: { id: 'xadmin.billing.search', defaultMessage: 'Account (owner, e-mail or company)' },
  kind: { id: 'xadmin.billing.kind', defaultMessage: 'Kind' },
  anyKind: { id: 'xadmin.billing.anyKind', defaultMessage: 'Any kind' },
  charge: { id: 'xadmin.billing.charge', defaultMessage: 'Charge' },
  recharge: { id: 'xadmin.billing.recharge', defaultMessage: 'Recharge' },
  failedPayment: { id: 'xadmin.billing.failedPayment', defaultMessage: 'Failed payment' },
  creditNote: { id: 'xadmin.billing.creditNote', defaultMessage: 'Credit note' },
  minAmount: { id: 'xadmin.billing.minAmount', defaultMessage: 'Amount from (EUR)' },
  maxAmount: { id: 'xadmin.billing.maxAmount', defaultMessage: 'Amount to (EUR)' },
  tableLabel: { id: 'xadmin.billing.tableLabel', defaultMessage: 'Ledger entries' },
  noun: { id: 'xadmin.billing.noun', defaultMessage: 'entries' },
  empty: { id: 'xadmin.billing.empty', defaultMessage: 'No entries match the filters.' },
  failed: { id: 'xadmin.billing.failed', defaultMessage: 'The entries could not be loaded.' },
  retry: { id: 'xadmin.billing.retry', defaultMessage: 'Try again' },
  when: { id: 'xadmin.billing.when', defaultMessage: 'Date' },
  account: { id: 'xadmin.billing.account', defaultMessage: 'Account' },
  email: { id: 'xadmin.billing.email', defaultMessage: 'E-mail' },
  amount: { id: 'xadmin.billing.amount', defaultMessage: 'Amount' },
  entryDescription: { id: 'xadmin.billing.entryDescription', defaultMessage: 'Description' },
  exportCsv: { id: 'xadmin.billing.exportCsv', defaultMessage: 'Export CSV' },
  exportFailed: { id: 'xadmin.billing.exportFailed', defaultMessage: 'The export failed. Try again.' },
  issue: { id: 'xadmin.billing.issue', defaultMessage: 'Issue credit note' },
  issueTitle: { id: 'xadmin.billing.issueTitle', defaultMessage: 'Issue credit note' },
  issueDescription: {
    id: 'xadmin.billing.issueDescription',
    defaultMessage:
      "The amount is added to the account's balance. Its owner reads the reason in their activity.",
  },
  findAccount: { id: 'xadmin.billing.findAccount', defaultMessage: 'Find the account' },
  chooseAccount: { id: 'xadmin.billing.chooseAccount', defaultMessage: 'Account to credit' },
  accountRequired: { id: 'xadmin.billing.accountRequired', defaultMessage: 'Choose the account to credit.' },
  creditAmount: { id: 'xadmin.billing.creditAmount', defaultMessage: 'Amount (EUR)' },
  reason: { id: 'xadmin.billing.reason', defaultMessage: 'Reason' },
  reasonHint: { id: 'xadmin.billing.reasonHint', defaultMessage: 'From 3 to 500 characters.' },
  cancel: { id: 'xadmin.billing.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'xadmin.billing.confirm', defaultMessage: 'Issue' },
  issueFailed: { id: 'xadmin.billing.issueFailed', defaultMessage: 'The credit note was not issued.' },
});

/** The dashboard texts that take values. */
export const dashboardValueMessages = defineMessages<{
  tooLong: { days: number };
  overTime: { figure: string };
}>({
  tooLong: { id: 'xadmin.dashboard.tooLong', defaultMessage: 'Choose a period of at most {days} days.' },
  overTime: { id: 'xadmin.dashboard.overTime', defaultMessage: '{figure} over time' },
});

/** The billing texts that take values. */
export const billingValueMessages = defineMessages<{
  accountOption: { name: string; email: string };
  amountRequired: { max: string };
  issued: { amount: string; name: string };
}>({
  accountOption: { id: 'xadmin.billing.accountOption', defaultMessage: '{name} ({email})' },
  amountRequired: {
    id: 'xadmin.billing.amountRequired',
    defaultMessage: 'Enter an amount from 0.01 to {max}.',
  },
  issued: { id: 'xadmin.billing.issued', defaultMessage: 'Credit note of {amount} issued to {name}.' },
});
