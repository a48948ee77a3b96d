/**
 * Why the route and rate tester, the trunk rule test and the call simulator decided as they did,
 * as data: a stable code and its parameters (numbers, patterns, names, times), never a sentence.
 * The console words each code in the user's language; an API client can do the same from
 * `EXPLANATION_CODES`. A code keeps its meaning and parameters once released: a new wording needs
 * no new code, a new fact does.
 */
import type { TrunkType } from './entities/telephony.js';
import type { Weekday } from './entities/widget.js';
import type { RuleDirection } from './rating.js';
import type { CustomerTrunkTransport } from './resources/customer-trunks.js';

type Empty = Record<never, never>;

/** Where and when a timeslot was judged: its name and the moment on its wall clock. */
export interface TimeslotMoment {
  timeslot: string;
  weekday: Weekday;
  /** 'YYYY-MM-DD' in `zone`. */
  date: string;
  /** 'HH:MM' in `zone`. */
  time: string;
  /** The IANA zone the timeslot's hours were read in. */
  zone: string;
}

/** What rings in the simulator: a ring group, an extension or an external number. */
export type RingingKind = 'ring_group' | 'extension' | 'external_number';

/**
 * Every code and its parameters. A `name` of null means none is chosen; a name the simulator
 * could not load is '#<id>'.
 */
export interface ExplanationParams {
  // A timeslot's decision (routing entries, trunk rules, flow timeslot nodes, queue rules).
  /** The item has no timeslot: any time. */
  'timeslot.none': Empty;
  /** The item's timeslot was deleted since: it no longer restricts (any time). */
  'timeslot.gone': { timeslot_id: number };
  'timeslot.inactive': TimeslotMoment;
  'timeslot.weekday_open': TimeslotMoment;
  'timeslot.weekday_closed': TimeslotMoment;
  /** Open through the previous day's range that runs past midnight. */
  'timeslot.overnight_open': TimeslotMoment;
  /** A dated exception (holiday) replaces the weekday's hours; `holiday`: its description or date. */
  'timeslot.exception_open': TimeslotMoment & { holiday: string };
  'timeslot.exception_closed': TimeslotMoment & { holiday: string };

  // A routing entry tried by the route tester.
  'route.not_reached': { entry_id: number; priority: number };
  'route.a_any': Empty;
  'route.a_matches': { pattern: string; number: string };
  'route.a_no_match': { pattern: string; number: string };
  'route.b_any': Empty;
  'route.b_matches': { pattern: string; number: string };
  'route.b_no_match': { pattern: string; number: string };

  // The capacity pool of the account's number on the call (inbound: called; outbound: calling).
  /** Its live calls already reach its limit: the call is refused. */
  'capacity.full': { pool: string; in_use: number; limit: number };
  /** A channel is free: the call goes on. */
  'capacity.room': { pool: string; in_use: number; limit: number };

  // The customer's own trunk an inbound call to a rented number is delivered to (DID target customer_trunk).
  /** `address`: host:port ([v6]:port). */
  'did.trunk': { trunk: string; address: string; transport: CustomerTrunkTransport };
  /** The trunk is switched off: the call is not delivered. */
  'did.trunk_inactive': { trunk: string };
  /** The account's other active trunks, in failover order, tried when the first does not answer. */
  'did.trunk_failover': { trunks: string[] };

  // A carrier trunk considered for an outbound call.
  'trunk.not_reached': { trunk: string; priority: number };
  'trunk.carrier_inactive': { carrier: string };
  'trunk.carrier_not_voice': { carrier: string };
  'trunk.incoming': Empty;
  'trunk.no_channels': Empty;
  'trunk.chosen': { priority: number; trunk_type: TrunkType; channels: number };

  // Why a trunk rule did not apply (a closed timeslot says so with a `timeslot.*` code).
  'rule.inactive': Empty;
  'rule.direction': { rule_direction: RuleDirection; call_direction: 'OUT' | 'INC' };
  'rule.called_prefix': { prefix: string };
  'rule.calling_prefix': { prefix: string };

  // A queue's decision on a simulated call.
  'queue.inactive': Empty;
  'queue.black': { valid_to: string | null };
  'queue.black_expired': { valid_to: string };
  'queue.vip': { weight: number; added: number };
  'queue.rule': { rule: string; weight: number };
  'queue.rule_closed': { rule: string };
  'queue.no_members': Empty;

  // The call simulator, node by node.
  'sim.start': { number: string };
  'sim.start_unknown': Empty;
  'sim.answer': Empty;
  'sim.play_sound': { name: string | null };
  'sim.menu_no_key': { seconds: number };
  'sim.menu_key': { key: string };
  'sim.menu_key_unknown': { key: string };
  'sim.timeslot_none': Empty;
  'sim.timeslot_missing': { timeslot_id: number };
  'sim.queue_none': Empty;
  'sim.queue_missing': { queue_id: number };
  'sim.queue_refused': { queue: string };
  'sim.queue_nobody': { queue: string; weight: number };
  'sim.queue_unanswered': { queue: string; weight: number; members: string[] };
  'sim.queue_connected': { queue: string; weight: number; members: string[] };
  'sim.rings_answered': { kind: RingingKind; name: string | null };
  'sim.rings_unanswered': { kind: RingingKind; name: string | null };
  'sim.voicemail': { name: string | null };
  'sim.hangup': Empty;
  'sim.no_start': Empty;
  'sim.dead_end': { output: string; node: string };
  'sim.step_limit': { limit: number };
}

export type ExplanationCode = keyof ExplanationParams;

/** One step of an explanation: a code and its parameters. */
export type Explanation = {
  [C in ExplanationCode]: { code: C; params: ExplanationParams[C] };
}[ExplanationCode];

/** An explanation of code `C`. */
export type ExplanationOf<C extends ExplanationCode> = Extract<Explanation, { code: C }>;

/** Builds an explanation; the params are checked against the code. */
export const explain = <C extends ExplanationCode>(code: C, params: ExplanationParams[C]) =>
  ({ code, params }) as ExplanationOf<C>;

const CODES = {
  'timeslot.none': true,
  'timeslot.gone': true,
  'timeslot.inactive': true,
  'timeslot.weekday_open': true,
  'timeslot.weekday_closed': true,
  'timeslot.overnight_open': true,
  'timeslot.exception_open': true,
  'timeslot.exception_closed': true,
  'route.not_reached': true,
  'route.a_any': true,
  'route.a_matches': true,
  'route.a_no_match': true,
  'route.b_any': true,
  'route.b_matches': true,
  'route.b_no_match': true,
  'capacity.full': true,
  'capacity.room': true,
  'did.trunk': true,
  'did.trunk_inactive': true,
  'did.trunk_failover': true,
  'trunk.not_reached': true,
  'trunk.carrier_inactive': true,
  'trunk.carrier_not_voice': true,
  'trunk.incoming': true,
  'trunk.no_channels': true,
  'trunk.chosen': true,
  'rule.inactive': true,
  'rule.direction': true,
  'rule.called_prefix': true,
  'rule.calling_prefix': true,
  'queue.inactive': true,
  'queue.black': true,
  'queue.black_expired': true,
  'queue.vip': true,
  'queue.rule': true,
  'queue.rule_closed': true,
  'queue.no_members': true,
  'sim.start': true,
  'sim.start_unknown': true,
  'sim.answer': true,
  'sim.play_sound': true,
  'sim.menu_no_key': true,
  'sim.menu_key': true,
  'sim.menu_key_unknown': true,
  'sim.timeslot_none': true,
  'sim.timeslot_missing': true,
  'sim.queue_none': true,
  'sim.queue_missing': true,
  'sim.queue_refused': true,
  'sim.queue_nobody': true,
  'sim.queue_unanswered': true,
  'sim.queue_connected': true,
  'sim.rings_answered': true,
  'sim.rings_unanswered': true,
  'sim.voicemail': true,
  'sim.hangup': true,
  'sim.no_start': true,
  'sim.dead_end': true,
  'sim.step_limit': true,
} as const satisfies Record<ExplanationCode, true>;

/** Every code an explanation may carry (the type above, at run time: tests and clients walk it). */
export const EXPLANATION_CODES = Object.keys(CODES) as ExplanationCode[];
