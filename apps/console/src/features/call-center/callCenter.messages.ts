import { defineMessages } from 'react-intl';

/** The call centre (/xpbx/call-center): the queues, and a queue's live wallboard. */
export const callCenterMessages = defineMessages({
  title: { id: 'callCenter.title', defaultMessage: 'Call center' },
  description: {
    id: 'callCenter.description',
    defaultMessage: 'Open a queue’s wallboard: its agents, the calls waiting and today’s service, live.',
  },
  queues: { id: 'callCenter.queues', defaultMessage: 'Queues' },
  queue: { id: 'callCenter.queue', defaultMessage: 'Queue' },
  number: { id: 'callCenter.number', defaultMessage: 'Number' },
  noQueues: { id: 'callCenter.noQueues', defaultMessage: 'No queues yet: create one in the PBX settings.' },
  manageQueues: { id: 'callCenter.manageQueues', defaultMessage: 'Manage queues' },
  connecting: { id: 'callCenter.connecting', defaultMessage: 'Connecting to the wallboard…' },
  reconnecting: {
    id: 'callCenter.reconnecting',
    defaultMessage: 'Reconnecting… the figures below may be out of date.',
  },
  unreachable: {
    id: 'callCenter.unreachable',
    defaultMessage: 'The wallboard cannot be reached. Retrying…',
  },
  notFound: { id: 'callCenter.notFound', defaultMessage: 'This queue does not exist (any more).' },
  failed: { id: 'callCenter.failed', defaultMessage: 'The wallboard could not be opened.' },
  backToQueues: { id: 'callCenter.backToQueues', defaultMessage: 'All queues' },
  today: { id: 'callCenter.today', defaultMessage: 'Today' },
  waitingNow: { id: 'callCenter.waitingNow', defaultMessage: 'Waiting now' },
  answered: { id: 'callCenter.answered', defaultMessage: 'Answered' },
  abandoned: { id: 'callCenter.abandoned', defaultMessage: 'Abandoned' },
  serviceLevel: { id: 'callCenter.serviceLevel', defaultMessage: 'Service level' },
  averageWait: { id: 'callCenter.averageWait', defaultMessage: 'Average wait' },
  longestWait: { id: 'callCenter.longestWait', defaultMessage: 'Longest wait' },
  none: { id: 'callCenter.none', defaultMessage: '–' },
  agents: { id: 'callCenter.agents', defaultMessage: 'Agents' },
  noAgents: {
    id: 'callCenter.noAgents',
    defaultMessage: 'No agents in this queue: add members on the queue’s page.',
  },
  agent: { id: 'callCenter.agent', defaultMessage: 'Agent' },
  extension: { id: 'callCenter.extension', defaultMessage: 'Extension' },
  state: { id: 'callCenter.state', defaultMessage: 'State' },
  since: { id: 'callCenter.since', defaultMessage: 'For' },
  waiting: { id: 'callCenter.waiting', defaultMessage: 'Calls waiting' },
  noWaiting: { id: 'callCenter.noWaiting', defaultMessage: 'No calls waiting.' },
  caller: { id: 'callCenter.caller', defaultMessage: 'Caller' },
  unknownCaller: { id: 'callCenter.unknownCaller', defaultMessage: 'Unknown' },
  waited: { id: 'callCenter.waited', defaultMessage: 'Waiting for' },
  available: { id: 'callCenter.state.available', defaultMessage: 'Available' },
  on_call: { id: 'callCenter.state.on_call', defaultMessage: 'On a call' },
  wrap_up: { id: 'callCenter.state.wrap_up', defaultMessage: 'Wrap-up' },
  offline: { id: 'callCenter.state.offline', defaultMessage: 'Offline' },
});

/** Messages with values. */
export const callCenterValueMessages = defineMessages<{
  open: { name: string };
  wallboardOf: { name: string; number: string };
  withinTarget: { seconds: string | number };
}>({
  open: { id: 'callCenter.open', defaultMessage: 'Open the wallboard of {name}' },
  wallboardOf: { id: 'callCenter.wallboardOf', defaultMessage: '{name} ({number})' },
  withinTarget: { id: 'callCenter.withinTarget', defaultMessage: 'Answered within {seconds} s' },
});
