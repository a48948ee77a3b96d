import { defineMessages } from 'react-intl';

/** The virtual numbers' call and SMS logs (spec §2 call_logs, sms_logs); the reports' texts are call-reports'. */
export const vnLogsMessages = defineMessages({
  callLogsTitle: { id: 'virtualNumber.callLogs.title', defaultMessage: 'Call logs' },
  callLogsDescription: {
    id: 'virtualNumber.callLogs.description',
    defaultMessage: 'Calls to and from your virtual numbers in a period, with their cost.',
  },
  smsLogsTitle: { id: 'virtualNumber.smsLogs.title', defaultMessage: 'SMS logs' },
  smsLogsDescription: {
    id: 'virtualNumber.smsLogs.description',
    defaultMessage: 'Messages sent from or to your virtual numbers in a period, with their cost.',
  },
});
