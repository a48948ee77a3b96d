/**
 * Live call events: the switch reports each call's life (started … ended) per call id with an API
 * key scoped `calls:events`. Every event carries a sequence number per call, so a retry (same call
 * id and sequence) is stored once and a late arrival is ordered by its sequence, not its arrival.
 * The PBX home reads the calls still live and today's and this month's totals.
 */
import { messages } from '@switchboard/forms';
import { define, type Infer, optional, type } from 'superstruct';
import { isIsoTime, labelOf, numberText, oneOf, text } from './bodies/fields.js';
import { int } from './bodies/telephony.js';
import { returns } from './endpoint.js';
import type { Timestamp } from './entities/common.js';
import { CALL_TYPES, type CallType } from './entities/telephony.js';

export const CALL_EVENT_KINDS = ['started', 'ringing', 'queued', 'answered', 'transferred', 'ended'] as const;
export type CallEventKind = (typeof CALL_EVENT_KINDS)[number];

const isoTime = () =>
  define<string>('time', (value, context) =>
    typeof value === 'string' && isIsoTime(value) ? true : messages.enterValid(labelOf(context.path)),
  );

export const callEventBody = type({
  /** The switch's id of the call (the same id its final call record carries). */
  call_id: text('required|nospace|between:1-100'),
  /** 1, 2, 3… per call: a retry repeats it, a later event has a higher one. */
  seq: int(1, 1_000_000),
  kind: oneOf(CALL_EVENT_KINDS),
  at: isoTime(),
  calltype: optional(oneOf(CALL_TYPES)),
  calling_number: optional(numberText(0, 32)),
  called_number: optional(numberText(1, 32)),
  /** A queue's name (queued) or the number the call went to (transferred). */
  detail: optional(text('between:0-100')),
});
export type CallEventBody = Infer<typeof callEventBody>;

/** One stored event: a retry answers the same one. */
export interface CallEvent {
  call_id: string;
  seq: number;
  kind: CallEventKind;
  at: Timestamp;
  detail: string | null;
}

/** A call as its events so far make it: the state is the kind of its highest sequence. */
export interface LiveCall {
  call_id: string;
  state: CallEventKind;
  calltype: CallType | null;
  calling_number: string | null;
  called_number: string | null;
  started_at: Timestamp | null;
  answered_at: Timestamp | null;
  ended_at: Timestamp | null;
  /** When its final call record arrived (the call is no longer live). */
  closed_at: Timestamp | null;
}

export interface CallEventsOfCall {
  call: LiveCall;
  events: CallEvent[];
}

/** Calls by result, minutes and spend over a period (from call_records' dialstatus). */
export interface CallTotals {
  answered: number;
  missed: number;
  busy: number;
  failed: number;
  /** Answered seconds, rounded up to whole minutes. */
  minutes: number;
  /** Minor units (cents), what the account was charged. */
  spend: number;
}

export interface BusyNumber {
  number: string;
  calls: number;
}

export interface PbxDashboard {
  today: CallTotals;
  month: CallTotals;
  /** The account's numbers with the most calls this month, most first. */
  busiest: BusyNumber[];
}

export const callEventEndpoints = {
  /** One event of a call, `Authorization: Bearer <API key with calls:events>`. */
  postCallEvent: {
    method: 'POST',
    path: '/admin/xpbx/call-events',
    body: callEventBody,
    response: returns<CallEvent>(),
    auth: 'verified',
  },
  /** A call's events in sequence and the state they make (this account's calls only). */
  callEvents: {
    method: 'GET',
    path: '/admin/xpbx/call-events/:callId',
    body: undefined,
    response: returns<CallEventsOfCall>(),
    auth: 'verified',
    access: 'members',
  },
  /** Calls whose last event is not `ended` and whose final record has not arrived. */
  liveCalls: {
    method: 'GET',
    path: '/admin/xpbx/live-calls',
    body: undefined,
    response: returns<LiveCall[]>(),
    auth: 'verified',
    access: 'members',
  },
  /** The PBX home: today's and this month's totals (UTC days) and the busiest numbers. */
  pbxDashboard: {
    method: 'GET',
    path: '/admin/xpbx/dashboard',
    body: undefined,
    response: returns<PbxDashboard>(),
    auth: 'verified',
    access: 'members',
  },
} as const;
