import { defineMessages } from 'react-intl';

/** The PBX home (/xpbx): today's and this month's calls, the busiest numbers and the live calls. */
export const pbxHomeMessages = defineMessages({
  title: { id: 'pbxHome.title', defaultMessage: 'Dashboard' },
  description: {
    id: 'pbxHome.description',
    defaultMessage:
      'Your calls today and this month (in your PBX time zone), and the calls on your switch right now.',
  },
  totals: { id: 'pbxHome.totals', defaultMessage: 'Calls by result' },
  measure: { id: 'pbxHome.measure', defaultMessage: 'Result' },
  today: { id: 'pbxHome.today', defaultMessage: 'Today' },
  month: { id: 'pbxHome.month', defaultMessage: 'This month' },
  answered: { id: 'pbxHome.answered', defaultMessage: 'Answered' },
  missed: { id: 'pbxHome.missed', defaultMessage: 'Missed' },
  busy: { id: 'pbxHome.busy', defaultMessage: 'Busy' },
  failed: { id: 'pbxHome.failed', defaultMessage: 'Failed' },
  minutes: { id: 'pbxHome.minutes', defaultMessage: 'Minutes' },
  spend: { id: 'pbxHome.spend', defaultMessage: 'Spend' },
  busiest: { id: 'pbxHome.busiest', defaultMessage: 'Busiest numbers this month' },
  number: { id: 'pbxHome.number', defaultMessage: 'Number' },
  calls: { id: 'pbxHome.calls', defaultMessage: 'Calls' },
  noCalls: { id: 'pbxHome.noCalls', defaultMessage: 'No calls this month yet.' },
  live: { id: 'pbxHome.live', defaultMessage: 'Live calls' },
  noLive: { id: 'pbxHome.noLive', defaultMessage: 'No calls right now.' },
  from: { id: 'pbxHome.from', defaultMessage: 'From' },
  to: { id: 'pbxHome.to', defaultMessage: 'To' },
  state: { id: 'pbxHome.state', defaultMessage: 'State' },
  since: { id: 'pbxHome.since', defaultMessage: 'Started' },
  started: { id: 'pbxHome.state.started', defaultMessage: 'Started' },
  ringing: { id: 'pbxHome.state.ringing', defaultMessage: 'Ringing' },
  queued: { id: 'pbxHome.state.queued', defaultMessage: 'Queued' },
  inCall: { id: 'pbxHome.state.answered', defaultMessage: 'In call' },
  transferred: { id: 'pbxHome.state.transferred', defaultMessage: 'Transferred' },
  ended: { id: 'pbxHome.state.ended', defaultMessage: 'Ended' },
});

/** The live calls' count, said as it changes (a plural takes its count). */
export const liveCountMessages = defineMessages<{ liveCount: { count: string | number } }>({
  liveCount: {
    id: 'pbxHome.liveCount',
    defaultMessage: '{count, plural, one {# call now} other {# calls now}}',
  },
});
