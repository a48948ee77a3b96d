import type { ExplanationCode } from '@switchboard/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The words of every explanation code the API answers (route and rate tester, trunk rule test,
 * call simulator). Numbers, patterns, zones and times arrive isolated left to right; names are
 * isolated in their own direction; `valid_to` is 'none' when a black-list entry has no end.
 */
export const explanationMessages: Record<ExplanationCode, MessageDescriptor> = defineMessages({
  'timeslot.none': { id: 'explanation.timeslot.none', defaultMessage: 'No timeslot: any time' },
  'timeslot.gone': {
    id: 'explanation.timeslot.gone',
    defaultMessage: 'Timeslot #{timeslot_id} no longer exists: any time',
  },
  'timeslot.inactive': {
    id: 'explanation.timeslot.inactive',
    defaultMessage: 'Timeslot “{timeslot}” is switched off: closed on {weekday} {date} at {time} ({zone})',
  },
  'timeslot.weekday_open': {
    id: 'explanation.timeslot.weekdayOpen',
    defaultMessage:
      'Timeslot “{timeslot}” is open on {weekday} {date} at {time} ({zone}) by the weekday’s hours',
  },
  'timeslot.weekday_closed': {
    id: 'explanation.timeslot.weekdayClosed',
    defaultMessage:
      'Timeslot “{timeslot}” is closed on {weekday} {date} at {time} ({zone}) by the weekday’s hours',
  },
  'timeslot.overnight_open': {
    id: 'explanation.timeslot.overnightOpen',
    defaultMessage:
      'Timeslot “{timeslot}” is open on {weekday} {date} at {time} ({zone}): the previous day’s hours run past midnight',
  },
  'timeslot.exception_open': {
    id: 'explanation.timeslot.exceptionOpen',
    defaultMessage:
      'Timeslot “{timeslot}” is open on {weekday} {date} at {time} ({zone}): the exception “{holiday}” replaces the weekday’s hours',
  },
  'timeslot.exception_closed': {
    id: 'explanation.timeslot.exceptionClosed',
    defaultMessage:
      'Timeslot “{timeslot}” is closed on {weekday} {date} at {time} ({zone}): the exception “{holiday}” replaces the weekday’s hours',
  },
  'route.not_reached': {
    id: 'explanation.route.notReached',
    defaultMessage: 'Not reached: entry {entry_id} (priority {priority}) was chosen first',
  },
  'route.a_any': { id: 'explanation.route.aAny', defaultMessage: 'A regexp empty: any calling number' },
  'route.a_matches': {
    id: 'explanation.route.aMatches',
    defaultMessage: 'A regexp {pattern} matches the calling number {number}',
  },
  'route.a_no_match': {
    id: 'explanation.route.aNoMatch',
    defaultMessage: 'A regexp {pattern} does not match the calling number {number}',
  },
  'route.b_any': { id: 'explanation.route.bAny', defaultMessage: 'B regexp empty: any called number' },
  'route.b_matches': {
    id: 'explanation.route.bMatches',
    defaultMessage: 'B regexp {pattern} matches the called number {number}',
  },
  'route.b_no_match': {
    id: 'explanation.route.bNoMatch',
    defaultMessage: 'B regexp {pattern} does not match the called number {number}',
  },
  'capacity.full': {
    id: 'explanation.capacity.full',
    defaultMessage:
      'Capacity pool {pool} is full: {in_use} of {limit} channels in use, so the call is refused',
  },
  'capacity.room': {
    id: 'explanation.capacity.room',
    defaultMessage: 'Capacity pool {pool} has room: {in_use} of {limit} channels in use',
  },
  'did.trunk': {
    id: 'explanation.did.trunk',
    defaultMessage: 'Delivered to your trunk {trunk} at {address} over {transport}',
  },
  'did.trunk_inactive': {
    id: 'explanation.did.trunkInactive',
    defaultMessage: 'Your trunk {trunk} is switched off, so the call is not delivered',
  },
  'did.trunk_failover': {
    id: 'explanation.did.trunkFailover',
    defaultMessage: 'If it does not answer: {trunks}, in failover order',
  },
  'trunk.not_reached': {
    id: 'explanation.trunk.notReached',
    defaultMessage: 'Not reached: trunk {trunk} (priority {priority}) was chosen first',
  },
  'trunk.carrier_inactive': {
    id: 'explanation.trunk.carrierInactive',
    defaultMessage: 'Carrier {carrier} is inactive',
  },
  'trunk.carrier_not_voice': {
    id: 'explanation.trunk.carrierNotVoice',
    defaultMessage: 'Carrier {carrier} is not a voice supplier',
  },
  'trunk.incoming': {
    id: 'explanation.trunk.incoming',
    defaultMessage: 'An incoming trunk takes no outbound calls',
  },
  'trunk.no_channels': { id: 'explanation.trunk.noChannels', defaultMessage: 'The trunk has no channels' },
  'trunk.chosen': {
    id: 'explanation.trunk.chosen',
    defaultMessage:
      'Priority {priority}, {trunk_type}, {channels, plural, one {# channel} other {# channels}}',
  },
  'rule.inactive': { id: 'explanation.rule.inactive', defaultMessage: 'The rule is inactive' },
  'rule.direction': {
    id: 'explanation.rule.direction',
    defaultMessage: 'The rule’s direction {rule_direction} is not the call’s ({call_direction})',
  },
  'rule.called_prefix': {
    id: 'explanation.rule.calledPrefix',
    defaultMessage: 'The called number does not start with {prefix}',
  },
  'rule.calling_prefix': {
    id: 'explanation.rule.callingPrefix',
    defaultMessage: 'The calling number does not start with {prefix}',
  },
  'queue.inactive': { id: 'explanation.queue.inactive', defaultMessage: 'The queue is switched off' },
  'queue.black': {
    id: 'explanation.queue.black',
    defaultMessage:
      '{valid_to, select, none {The calling number is on the black list} other {The calling number is on the black list until {valid_to}}}',
  },
  'queue.black_expired': {
    id: 'explanation.queue.blackExpired',
    defaultMessage: 'Its black-list entry ended on {valid_to}',
  },
  'queue.vip': { id: 'explanation.queue.vip', defaultMessage: 'A VIP number: weight {weight} ({added})' },
  'queue.rule': {
    id: 'explanation.queue.rule',
    defaultMessage: 'Rule “{rule}” applies (its timeslot is open): weight {weight}',
  },
  'queue.rule_closed': {
    id: 'explanation.queue.ruleClosed',
    defaultMessage: 'Rule “{rule}” does not apply (its timeslot is closed)',
  },
  'queue.no_members': { id: 'explanation.queue.noMembers', defaultMessage: 'The queue has no members' },
  'sim.start': { id: 'explanation.sim.start', defaultMessage: 'A call from {number} arrives' },
  'sim.start_unknown': {
    id: 'explanation.sim.startUnknown',
    defaultMessage: 'A call from an unknown number arrives',
  },
  'sim.answer': { id: 'explanation.sim.answer', defaultMessage: 'The call is answered' },
  'sim.play_sound': { id: 'explanation.sim.playSound', defaultMessage: 'Sound file {name} plays' },
  'sim.menu_no_key': {
    id: 'explanation.sim.menuNoKey',
    defaultMessage:
      'No key is pressed within {seconds, plural, one {# second} other {# seconds}}: the timeout branch',
  },
  'sim.menu_key': { id: 'explanation.sim.menuKey', defaultMessage: 'The caller presses {key}' },
  'sim.menu_key_unknown': {
    id: 'explanation.sim.menuKeyUnknown',
    defaultMessage: 'The caller presses {key}, which the menu does not offer: the timeout branch',
  },
  'sim.timeslot_none': {
    id: 'explanation.sim.timeslotNone',
    defaultMessage: 'No timeslot is chosen: counted as closed',
  },
  'sim.timeslot_missing': {
    id: 'explanation.sim.timeslotMissing',
    defaultMessage: 'Timeslot #{timeslot_id} could not be loaded: counted as closed',
  },
  'sim.queue_none': {
    id: 'explanation.sim.queueNone',
    defaultMessage: 'No queue is chosen: the caller leaves by the timeout branch',
  },
  'sim.queue_missing': {
    id: 'explanation.sim.queueMissing',
    defaultMessage:
      'Queue #{queue_id} could not be loaded (its members, VIP and black numbers are unknown): the caller leaves by the timeout branch',
  },
  'sim.queue_refused': {
    id: 'explanation.sim.queueRefused',
    defaultMessage: 'Queue “{queue}” refuses the call',
  },
  'sim.queue_nobody': {
    id: 'explanation.sim.queueNobody',
    defaultMessage:
      'Queue “{queue}” admits the caller with weight {weight}; nobody can answer, so the timeout branch follows',
  },
  'sim.queue_unanswered': {
    id: 'explanation.sim.queueUnanswered',
    defaultMessage:
      'Queue “{queue}” admits the caller with weight {weight} and offers the call to {members} (highest skill first); nobody answers: the timeout branch',
  },
  'sim.queue_connected': {
    id: 'explanation.sim.queueConnected',
    defaultMessage:
      'Queue “{queue}” admits the caller with weight {weight} and offers the call to {members} (highest skill first)',
  },
  'sim.rings_answered': {
    id: 'explanation.sim.ringsAnswered',
    defaultMessage:
      '{kind, select, ring_group {Ring group {name} rings and the call is answered} extension {Extension {name} rings and the call is answered} other {External number {name} rings and the call is answered}}',
  },
  'sim.rings_unanswered': {
    id: 'explanation.sim.ringsUnanswered',
    defaultMessage:
      '{kind, select, ring_group {Ring group {name} rings and nobody answers: the no-answer branch} extension {Extension {name} rings and nobody answers: the no-answer branch} other {External number {name} rings and nobody answers: the no-answer branch}}',
  },
  'sim.voicemail': {
    id: 'explanation.sim.voicemail',
    defaultMessage: 'The caller leaves a message in voicemail {name}',
  },
  'sim.hangup': { id: 'explanation.sim.hangup', defaultMessage: 'The call is hung up' },
  'sim.no_start': { id: 'explanation.sim.noStart', defaultMessage: 'The flow has no start node' },
  'sim.dead_end': {
    id: 'explanation.sim.deadEnd',
    defaultMessage: 'Output “{output}” of “{node}” leads nowhere: the call is dropped',
  },
  'sim.step_limit': {
    id: 'explanation.sim.stepLimit',
    defaultMessage: 'The call passed {limit} steps without ending: the flow loops',
  },
});

/** What stands for a name when none is chosen. */
export const explanationWords = defineMessages({
  noneChosen: { id: 'explanation.noneChosen', defaultMessage: '(none chosen)' },
});
