import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** /xpbx/settings/switch: the account's SIP switch. */
export const switchMessages = defineMessages<{
  title: None;
  description: None;
  connected: None;
  notConnected: None;
  lastSeen: { when: string };
  neverSeen: None;
  noToken: None;
  tokenCreated: { when: string };
  createToken: None;
  replaceToken: None;
  replaceTitle: None;
  replaceDescription: None;
  tokenShownTitle: None;
  tokenShownOnce: None;
  tokenLabel: None;
  tokenFailed: None;
  connectTitle: None;
  connectSteps: None;
  commandLabel: None;
  registrationsTitle: None;
  registrationsLabel: None;
  registrationNoun: None;
  extension: None;
  contact: None;
  expires: None;
  eventsTitle: None;
  eventsLabel: None;
  eventNoun: None;
  callId: None;
  kind: None;
  at: None;
  detail: None;
}>({
  title: { id: 'xpbx.switch.title', defaultMessage: 'Switch' },
  description: {
    id: 'xpbx.switch.description',
    defaultMessage:
      'A SIP switch routes your calls by your numbers, routes and carriers, and reports every call to the call log.',
  },
  connected: { id: 'xpbx.switch.connected', defaultMessage: 'Connected' },
  notConnected: { id: 'xpbx.switch.notConnected', defaultMessage: 'Not connected' },
  lastSeen: { id: 'xpbx.switch.lastSeen', defaultMessage: 'Last heard from the switch: {when}.' },
  neverSeen: { id: 'xpbx.switch.neverSeen', defaultMessage: 'No switch has used the token yet.' },
  noToken: {
    id: 'xpbx.switch.noToken',
    defaultMessage: 'There is no switch token yet: create one to connect a switch.',
  },
  tokenCreated: { id: 'xpbx.switch.tokenCreated', defaultMessage: 'Token created {when}.' },
  createToken: { id: 'xpbx.switch.createToken', defaultMessage: 'Create switch token' },
  replaceToken: { id: 'xpbx.switch.replaceToken', defaultMessage: 'Replace switch token' },
  replaceTitle: { id: 'xpbx.switch.replaceTitle', defaultMessage: 'Replace the switch token?' },
  replaceDescription: {
    id: 'xpbx.switch.replaceDescription',
    defaultMessage: 'The switch stops routing calls until it is given the new token.',
  },
  tokenShownTitle: { id: 'xpbx.switch.tokenShownTitle', defaultMessage: 'Switch token' },
  tokenShownOnce: {
    id: 'xpbx.switch.tokenShownOnce',
    defaultMessage: 'Copy the token now: it is not shown again. Give it to your switch as SB_TOKEN.',
  },
  tokenLabel: { id: 'xpbx.switch.tokenLabel', defaultMessage: 'Switch token' },
  tokenFailed: {
    id: 'xpbx.switch.tokenFailed',
    defaultMessage: 'The token could not be created. Please try again.',
  },
  connectTitle: { id: 'xpbx.switch.connectTitle', defaultMessage: 'How to connect a switch' },
  connectSteps: {
    id: 'xpbx.switch.connectSteps',
    defaultMessage:
      'Install Kamailio 5.6 with its HTTP and JSON modules (Debian: kamailio, kamailio-utils-modules, kamailio-json-modules), take the configuration shipped with Switchboard (apps/switch/kamailio/switchboard.cfg) and start it with this address and your token:',
  },
  commandLabel: { id: 'xpbx.switch.commandLabel', defaultMessage: 'Command that starts the switch' },
  registrationsTitle: { id: 'xpbx.switch.registrationsTitle', defaultMessage: 'Registered phones' },
  registrationsLabel: {
    id: 'xpbx.switch.registrationsLabel',
    defaultMessage: 'Phones registered at the switch now',
  },
  registrationNoun: { id: 'xpbx.switch.registrationNoun', defaultMessage: 'registrations' },
  extension: { id: 'xpbx.switch.col.extension', defaultMessage: 'Extension' },
  contact: { id: 'xpbx.switch.col.contact', defaultMessage: 'Reached at' },
  expires: { id: 'xpbx.switch.col.expires', defaultMessage: 'Registered until' },
  eventsTitle: { id: 'xpbx.switch.eventsTitle', defaultMessage: 'Latest call events' },
  eventsLabel: { id: 'xpbx.switch.eventsLabel', defaultMessage: 'Call events the switch reported last' },
  eventNoun: { id: 'xpbx.switch.eventNoun', defaultMessage: 'call events' },
  callId: { id: 'xpbx.switch.col.callId', defaultMessage: 'Call ID' },
  kind: { id: 'xpbx.switch.col.kind', defaultMessage: 'Event' },
  at: { id: 'xpbx.switch.col.at', defaultMessage: 'At' },
  detail: { id: 'xpbx.switch.col.detail', defaultMessage: 'Detail' },
});
