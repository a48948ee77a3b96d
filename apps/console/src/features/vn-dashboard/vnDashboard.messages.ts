import { defineMessages } from 'react-intl';

/** The virtual number area's dashboard (spec §2 /virtual-number/dashboard). */
export const vnDashboardMessages = defineMessages({
  title: { id: 'virtualNumber.dashboard.title', defaultMessage: 'Dashboard' },
  thisMonth: { id: 'virtualNumber.dashboard.thisMonth', defaultMessage: 'This month' },
  measure: { id: 'virtualNumber.dashboard.measure', defaultMessage: 'Measure' },
  value: { id: 'virtualNumber.dashboard.value', defaultMessage: 'Value' },
  calls: { id: 'virtualNumber.dashboard.calls', defaultMessage: 'Calls' },
  minutes: { id: 'virtualNumber.dashboard.minutes', defaultMessage: 'Minutes' },
  sms: { id: 'virtualNumber.dashboard.sms', defaultMessage: 'SMS' },
  spendNumbers: {
    id: 'virtualNumber.dashboard.spendNumbers',
    defaultMessage: 'Spend on numbers (setup and rent)',
  },
  spendCalls: { id: 'virtualNumber.dashboard.spendCalls', defaultMessage: 'Spend on calls' },
  spendSms: { id: 'virtualNumber.dashboard.spendSms', defaultMessage: 'Spend on SMS' },
  spendTotal: { id: 'virtualNumber.dashboard.spendTotal', defaultMessage: 'Total spend' },
  numbers: { id: 'virtualNumber.dashboard.numbers', defaultMessage: 'Numbers by country and type' },
  country: { id: 'virtualNumber.dashboard.country', defaultMessage: 'Country' },
  numberType: { id: 'virtualNumber.dashboard.numberType', defaultMessage: 'Type' },
  count: { id: 'virtualNumber.dashboard.count', defaultMessage: 'Numbers' },
  noNumbers: {
    id: 'virtualNumber.dashboard.noNumbers',
    defaultMessage: 'You have no virtual numbers yet. Order some under Pricing & Coverage.',
  },
  lastDays: { id: 'virtualNumber.dashboard.lastDays', defaultMessage: 'Calls and SMS in the last 30 days' },
  channels: { id: 'virtualNumber.dashboard.channels', defaultMessage: 'Channels in use' },
  noPools: {
    id: 'virtualNumber.dashboard.noPools',
    defaultMessage: 'No capacity pools: each number has only the channels it comes with.',
  },
});

/** The texts that take values. */
export const vnDashboardValueMessages = defineMessages<{
  description: { month: string; zone: string };
  owned: { count: number };
  inUseOf: { in_use: number; limit: number };
}>({
  description: {
    id: 'virtualNumber.dashboard.description',
    defaultMessage: 'Your virtual numbers in {month} and over the last 30 days. Days in {zone}.',
  },
  inUseOf: {
    id: 'virtualNumber.dashboard.inUseOf',
    defaultMessage: '{in_use, number} of {limit, number}',
  },
  owned: {
    id: 'virtualNumber.dashboard.owned',
    defaultMessage: '{count, plural, one {# number} other {# numbers}} in all',
  },
});
