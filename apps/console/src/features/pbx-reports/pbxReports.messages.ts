import { defineMessages } from 'react-intl';

/** The PBX reports page: its title and tabs (the reports' own texts are call-reports'). */
export const pbxReportsMessages = defineMessages({
  title: { id: 'xpbx.reports.title', defaultMessage: 'Reports' },
  description: {
    id: 'xpbx.reports.description',
    defaultMessage:
      'Calls and messages of a period. Open a call to see its queue, transfer and forward legs.',
  },
  tabs: { id: 'xpbx.reports.tabs', defaultMessage: 'Report' },
  incoming: { id: 'xpbx.reports.tab.incoming', defaultMessage: 'Incoming' },
  outgoing: { id: 'xpbx.reports.tab.outgoing', defaultMessage: 'Outgoing' },
  missed: { id: 'xpbx.reports.tab.missed', defaultMessage: 'Missed' },
  unhandled: { id: 'xpbx.reports.tab.unhandled', defaultMessage: 'Unhandled' },
  sms: { id: 'xpbx.reports.tab.sms', defaultMessage: 'SMS' },
});
