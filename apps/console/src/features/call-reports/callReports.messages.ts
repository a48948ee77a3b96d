import { defineMessages } from 'react-intl';

/**
 * The reports' texts, shared by the PBX reports and the virtual number area's call and SMS logs.
 * Their ids stay under `xpbx.reports.` where the PBX reports first used them.
 */
export const callReportsMessages = defineMessages({
  filters: { id: 'xpbx.reports.filters', defaultMessage: 'Filters' },
  period: { id: 'xpbx.reports.period', defaultMessage: 'Period' },
  periodHint: { id: 'xpbx.reports.periodHint', defaultMessage: 'At most 366 days.' },
  periodTooLong: {
    id: 'xpbx.reports.periodTooLong',
    defaultMessage: 'The period must not be longer than 366 days.',
  },
  number: { id: 'xpbx.reports.number', defaultMessage: 'Number' },
  numberHint: {
    id: 'xpbx.reports.numberHint',
    defaultMessage: 'Digits anywhere in the calling or called number.',
  },
  result: { id: 'xpbx.reports.result', defaultMessage: 'Result' },
  anyResult: { id: 'xpbx.reports.anyResult', defaultMessage: 'Any result' },
  calls: { id: 'xpbx.reports.calls', defaultMessage: 'Calls' },
  callsNoun: { id: 'xpbx.reports.callsNoun', defaultMessage: 'calls' },
  messages: { id: 'xpbx.reports.messages', defaultMessage: 'Messages' },
  messagesNoun: { id: 'xpbx.reports.messagesNoun', defaultMessage: 'messages' },
  noCalls: { id: 'xpbx.reports.noCalls', defaultMessage: 'No calls in this period' },
  noMessages: { id: 'xpbx.reports.noMessages', defaultMessage: 'No messages in this period' },
  totals: { id: 'xpbx.reports.totals', defaultMessage: 'Totals' },
  perDay: { id: 'xpbx.reports.perDay', defaultMessage: 'Per day by result' },
  loadMore: { id: 'xpbx.reports.loadMore', defaultMessage: 'Show more' },
  calltype: { id: 'xpbx.reports.col.calltype', defaultMessage: 'Type' },
  callingNumber: { id: 'xpbx.reports.col.callingNumber', defaultMessage: 'Calling number' },
  calledNumber: { id: 'xpbx.reports.col.calledNumber', defaultMessage: 'Called number' },
  callstart: { id: 'xpbx.reports.col.callstart', defaultMessage: 'Start' },
  callstop: { id: 'xpbx.reports.col.callstop', defaultMessage: 'End' },
  dialstatus: { id: 'xpbx.reports.col.dialstatus', defaultMessage: 'Result' },
  duration: { id: 'xpbx.reports.col.duration', defaultMessage: 'Duration' },
  clientCost: { id: 'xpbx.reports.col.clientCost', defaultMessage: 'Cost' },
  msgtype: { id: 'xpbx.reports.col.msgtype', defaultMessage: 'Channel' },
  createdAt: { id: 'xpbx.reports.col.createdAt', defaultMessage: 'Sent' },
  msgstatus: { id: 'xpbx.reports.col.msgstatus', defaultMessage: 'Status' },
  legs: { id: 'xpbx.reports.col.legs', defaultMessage: 'Legs' },
  hideLegs: { id: 'xpbx.reports.hideLegs', defaultMessage: 'Hide legs' },
  legsFailed: {
    id: 'xpbx.reports.legsFailed',
    defaultMessage: 'The legs could not be loaded. Please try again.',
  },
  exportCsv: { id: 'xpbx.reports.exportCsv', defaultMessage: 'Export CSV' },
  exportXlsx: { id: 'xpbx.reports.exportXlsx', defaultMessage: 'Export XLSX' },
  exporting: { id: 'xpbx.reports.exporting', defaultMessage: 'Exporting' },
  exportFailed: { id: 'xpbx.reports.exportFailed', defaultMessage: 'error downloading the file' },
});

/** The texts that take values. */
export const callReportsValueMessages = defineMessages<{
  totalCount: { count: number };
  totalMessages: { count: number };
  totalMinutes: { minutes: number };
  totalCost: { cost: string };
  shownOf: { shown: string; total: string };
  showLegs: { count: number };
  refused: { status: string; reason: string };
  exportRows: { done: string; total: string };
  exportBytes: { size: string };
}>({
  refused: { id: 'xpbx.reports.refused', defaultMessage: '{status}: refused, {reason}' },
  totalCount: {
    id: 'xpbx.reports.totalCount',
    defaultMessage: '{count, plural, one {# call} other {# calls}}',
  },
  totalMessages: {
    id: 'xpbx.reports.totalMessages',
    defaultMessage: '{count, plural, one {# message} other {# messages}}',
  },
  totalMinutes: {
    id: 'xpbx.reports.totalMinutes',
    defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}',
  },
  totalCost: { id: 'xpbx.reports.totalCost', defaultMessage: 'Cost {cost}' },
  shownOf: { id: 'xpbx.reports.shownOf', defaultMessage: '{shown} of {total} shown' },
  showLegs: {
    id: 'xpbx.reports.showLegs',
    defaultMessage: 'Show {count, plural, one {# leg} other {# legs}}',
  },
  exportRows: { id: 'xpbx.reports.exportRows', defaultMessage: '{done} of {total} rows' },
  exportBytes: { id: 'xpbx.reports.exportBytes', defaultMessage: '{size} received' },
});
