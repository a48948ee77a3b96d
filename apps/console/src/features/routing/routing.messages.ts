import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The routing page, its dialogs and the route and rate tester (spec §2, §3 Routing entry). */
export const routingMessages = defineMessages<{
  title: None;
  description: None;
  tabs: None;
  inbound: None;
  outbound: None;
  tester: None;
  inboundTitle: None;
  inboundDescription: None;
  outboundTitle: None;
  outboundDescription: None;
  inboundTable: None;
  outboundTable: None;
  noun: None;
  addInbound: None;
  editInbound: None;
  addOutbound: None;
  editOutbound: None;
  aRegexp: None;
  bRegexp: None;
  regexpHint: None;
  flow: None;
  priority: None;
  timeslot: None;
  application: None;
  idHint: None;
  carrier: None;
  anyCarrier: None;
  noFlow: None;
  anyTime: None;
  editOf: { name: string | number };
  removeOf: { name: string | number };
  anyNumber: None;
  testerIntro: None;
  callingNumber: None;
  calledNumber: None;
  direction: None;
  timeHint: None;
  duration: None;
  run: None;
  traceLabel: None;
  routeStep: { direction: string | number; priority: string | number };
  chosen: None;
  skipped: None;
  noRoute: None;
  noRoutes: None;
  routing: None;
  didStep: { number: string };
  didTarget: { type: string; name: string };
  didNotRouted: None;
  capacity: None;
  capacityFull: None;
  capacityRoom: None;
  trunkStep: { name: string | number; carrier: string | number };
  noTrunk: None;
  ruleStep: { priority: string | number; command: string | number };
  numbersAfter: None;
  carrierRate: None;
  clientRate: None;
  clientRateDefault: None;
  rateFound: { prefix: string; name: string; date: string };
  rateDetails: { rate: string; setup: string; billed: string; duration: string; cost: string };
  noRate: None;
  testFailed: None;
}>({
  title: { id: 'xpbx.routing.title', defaultMessage: 'Routing' },
  description: {
    id: 'xpbx.routing.description',
    defaultMessage:
      'Which flow a call goes to, by regular expressions on its calling (A) and called (B) number; lower priority numbers are tried first.',
  },
  tabs: { id: 'xpbx.routing.tabs', defaultMessage: 'Routing' },
  inbound: { id: 'xpbx.routing.tab.inbound', defaultMessage: 'Inbound' },
  outbound: { id: 'xpbx.routing.tab.outbound', defaultMessage: 'Outbound' },
  tester: { id: 'xpbx.routing.tab.tester', defaultMessage: 'Route and rate tester' },
  inboundTitle: { id: 'xpbx.routing.inbound.title', defaultMessage: 'Inbound routing' },
  inboundDescription: {
    id: 'xpbx.routing.inbound.description',
    defaultMessage: 'Calls coming in from carriers to your numbers.',
  },
  outboundTitle: { id: 'xpbx.routing.outbound.title', defaultMessage: 'Outbound routing' },
  outboundDescription: {
    id: 'xpbx.routing.outbound.description',
    defaultMessage: 'Calls going out to carriers; an entry may name the carrier that takes them.',
  },
  inboundTable: { id: 'xpbx.routing.inbound.table', defaultMessage: 'Inbound routing' },
  outboundTable: { id: 'xpbx.routing.outbound.table', defaultMessage: 'Outbound routing' },
  noun: { id: 'xpbx.routing.noun', defaultMessage: 'routes' },
  addInbound: { id: 'xpbx.routing.addInbound', defaultMessage: 'Add inbound' },
  editInbound: { id: 'xpbx.routing.editInbound', defaultMessage: 'Edit inbound' },
  addOutbound: { id: 'xpbx.routing.addOutbound', defaultMessage: 'Add outbound' },
  editOutbound: { id: 'xpbx.routing.editOutbound', defaultMessage: 'Edit outbound' },
  aRegexp: { id: 'xpbx.routing.field.aRegexp', defaultMessage: 'A regexp' },
  bRegexp: { id: 'xpbx.routing.field.bRegexp', defaultMessage: 'B regexp' },
  regexpHint: {
    id: 'xpbx.routing.regexpHint',
    defaultMessage: 'A regular expression (RE2), e.g. ^359; empty matches every number.',
  },
  flow: { id: 'xpbx.routing.field.flow', defaultMessage: 'Flow' },
  priority: { id: 'xpbx.routing.field.priority', defaultMessage: 'Priority' },
  timeslot: { id: 'xpbx.routing.field.timeslot', defaultMessage: 'Timeslot' },
  application: { id: 'xpbx.routing.field.application', defaultMessage: 'Application' },
  idHint: { id: 'xpbx.routing.idHint', defaultMessage: 'Its number (id); empty for none.' },
  carrier: { id: 'xpbx.routing.field.carrier', defaultMessage: 'Carrier' },
  anyCarrier: { id: 'xpbx.routing.anyCarrier', defaultMessage: 'Any active voice carrier' },
  noFlow: { id: 'xpbx.routing.noFlow', defaultMessage: 'No flow' },
  anyTime: { id: 'xpbx.routing.anyTime', defaultMessage: 'Any time (no timeslot)' },
  editOf: { id: 'xpbx.routing.editOf', defaultMessage: 'Edit route {name}' },
  removeOf: { id: 'xpbx.routing.removeOf', defaultMessage: 'Delete route {name}' },
  anyNumber: { id: 'xpbx.routing.anyNumber', defaultMessage: '(any number)' },
  // The tester
  testerIntro: {
    id: 'xpbx.tester.intro',
    defaultMessage:
      'Give a call and see how it would be routed, which trunk rules rewrite its numbers, which trunk carries it and what it costs.',
  },
  callingNumber: { id: 'xpbx.tester.callingNumber', defaultMessage: 'Calling number' },
  calledNumber: { id: 'xpbx.tester.calledNumber', defaultMessage: 'Called number' },
  direction: { id: 'xpbx.tester.direction', defaultMessage: 'Direction' },
  timeHint: { id: 'xpbx.tester.timeHint', defaultMessage: 'Empty: now. Rates effective on that day apply.' },
  duration: { id: 'xpbx.tester.duration', defaultMessage: 'Duration (s)' },
  run: { id: 'xpbx.tester.run', defaultMessage: 'Explain the call' },
  traceLabel: { id: 'xpbx.tester.traceLabel', defaultMessage: 'How the call would be handled' },
  routeStep: { id: 'xpbx.tester.routeStep', defaultMessage: '{direction} route, priority {priority}' },
  chosen: { id: 'xpbx.tester.chosen', defaultMessage: 'Chosen' },
  skipped: { id: 'xpbx.tester.skipped', defaultMessage: 'Skipped' },
  noRoute: { id: 'xpbx.tester.noRoute', defaultMessage: 'No routing entry matches: the call is not routed.' },
  noRoutes: { id: 'xpbx.tester.noRoutes', defaultMessage: 'There are no routing entries in this direction.' },
  routing: { id: 'xpbx.tester.routing', defaultMessage: 'Routing entry' },
  didStep: { id: 'xpbx.tester.didStep', defaultMessage: 'External number {number}' },
  didTarget: {
    id: 'xpbx.tester.didTarget',
    defaultMessage: 'Goes to {type} {name}; routing entries are not tried',
  },
  didNotRouted: {
    id: 'xpbx.tester.didNotRouted',
    defaultMessage: 'Not routed: the inbound routing entries decide',
  },
  capacity: { id: 'xpbx.tester.capacity', defaultMessage: 'Capacity pool' },
  capacityFull: { id: 'xpbx.tester.capacityFull', defaultMessage: 'Refused: no channel is free.' },
  capacityRoom: { id: 'xpbx.tester.capacityRoom', defaultMessage: 'A channel is free' },
  trunkStep: { id: 'xpbx.tester.trunkStep', defaultMessage: 'Trunk {name} of {carrier}' },
  noTrunk: { id: 'xpbx.tester.noTrunk', defaultMessage: 'No trunk can carry the call' },
  ruleStep: { id: 'xpbx.tester.ruleStep', defaultMessage: 'Trunk rule, priority {priority}: {command}' },
  numbersAfter: { id: 'xpbx.tester.numbersAfter', defaultMessage: 'Numbers sent' },
  carrierRate: { id: 'xpbx.tester.carrierRate', defaultMessage: 'Carrier rate' },
  clientRate: { id: 'xpbx.tester.clientRate', defaultMessage: 'Customer price (your sell tariff)' },
  clientRateDefault: {
    id: 'xpbx.tester.clientRateDefault',
    defaultMessage: 'Customer price (the provider’s default tariff)',
  },
  rateFound: {
    id: 'xpbx.tester.rateFound',
    defaultMessage: 'Prefix {prefix} ({name}), effective {date}',
  },
  rateDetails: {
    id: 'xpbx.tester.rateDetails',
    defaultMessage: '{rate} a minute, {setup} setup; billed {billed} for {duration}: {cost}',
  },
  noRate: { id: 'xpbx.tester.noRate', defaultMessage: 'No rate matches the called number' },
  testFailed: {
    id: 'xpbx.tester.failed',
    defaultMessage: 'The call could not be explained, please try again',
  },
});
