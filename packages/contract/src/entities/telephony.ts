/**
 * Carriers, their trunks, trunk rules and rates, destinations, routing entries and call records
 * (spec §3). Rates and fees are decimal text per minute ('0.012500', exact, never a float); costs
 * are integers: micro-units (`*_micros`) and minor units (cents) for what an account is charged.
 */
import type { CallEventKind } from '../call-events.js';
import type { Explanation, ExplanationOf } from '../explanations.js';
import type { BillingExample, CallNumbers, RuleDirection, TrunkRuleCommand } from '../rating.js';
import type { DidTarget } from '../resources/numbers.js';
import type { Flag, Timestamp } from './common.js';

export const CARRIER_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type CarrierCurrency = (typeof CARRIER_CURRENCIES)[number];

/** A carrier. Its password is write-only: `has_password` says whether one is stored. */
export interface Carrier {
  id: number;
  carrier_name: string;
  timezone: string | null;
  is_active: Flag;
  currency: CarrierCurrency;
  username: string;
  has_password: boolean;
  description: string;
  did_supplier: Flag;
  sms_supplier: Flag;
  voice_supplier: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const CODECS = ['Alaw', 'Ulaw', 'G729', 'VP8'] as const;
export type Codec = (typeof CODECS)[number];
export const TRUNK_SERVICES = ['VoIP', 'MoIP'] as const;
export type TrunkService = (typeof TRUNK_SERVICES)[number];
export const TRUNK_TYPES = ['Incoming', 'Outgoing', 'Blended'] as const;
export type TrunkType = (typeof TRUNK_TYPES)[number];

/** A carrier trunk; lower priority numbers are tried first. */
export interface CarrierTrunk {
  id: number;
  carrier_id: number;
  name: string;
  channels: number;
  codecs: Codec[];
  host: string;
  port: number;
  priority: number;
  service: TrunkService;
  trunk_type: TrunkType;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A trunk rule: rewrites one number of a call (rating.ts `applyRule`). */
export interface TrunkRule {
  id: number;
  carrier_trunk_id: number;
  command: TrunkRuleCommand;
  command_arg: string;
  /** A timeslot (another issue); null when the rule applies at any time. */
  timeslot_id: number | null;
  priority: number;
  direction: RuleDirection;
  point_start: number;
  point_end: number;
  called_prefix: string;
  calling_prefix: string;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A rate of a carrier's deck (or of the account's sell tariff, `carrier_id` null): per-minute
 * rates and a per-call setup fee as decimal text, effective from `effective_date` (UTC midnight).
 * Rating uses `carrier_rate` (the international rate) per minute plus `setup_rate` per call.
 */
export interface CarrierRate {
  id: number;
  carrier_id: number | null;
  prefix: string;
  prefix_name: string;
  cli: Flag;
  local_rate: string;
  setup_rate: string;
  origin_rate: string;
  carrier_rate: string;
  /** YYYY-MM-DD. */
  effective_date: string;
  setup_time: number;
  minimum_time: number;
  rest_time: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A dialled-number destination of the account (decision 0007: per account, seeded on request). */
export interface Destination {
  id: number;
  prefix: string;
  prefix_name: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  is_mobile: Flag;
  is_itfs: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const ROUTING_DIRECTIONS = ['inbound', 'outbound'] as const;
export type RoutingDirection = (typeof ROUTING_DIRECTIONS)[number];

/**
 * A routing entry: a call whose calling number matches a_regexp and called number b_regexp goes to
 * its flow / application; outbound entries go out through `carrier_id` (any active voice carrier
 * when null). Lower priority numbers are tried first.
 */
export interface RoutingEntry {
  id: number;
  direction: RoutingDirection;
  a_regexp: string;
  b_regexp: string;
  flow_id: number | null;
  /** The flow's name, joined on read (null: none chosen). */
  flow_name: string | null;
  priority: number;
  timeslot_id: number | null;
  /** The timeslot's name, joined on read (null: none chosen). */
  timeslot_name: string | null;
  application_id: number | null;
  carrier_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const CALL_TYPES = ['inbound', 'outbound', 'internal'] as const;
export type CallType = (typeof CALL_TYPES)[number];
/** Spec §4 call results. */
export const DIAL_STATUSES = [
  'answered',
  'busy',
  'no answer',
  'chanunavail',
  'cancel',
  'delivered',
  'congestion',
  'sending',
] as const;
export type DialStatus = (typeof DIAL_STATUSES)[number];

/** Why the switch refused a call; each comes with the SIP status the switch answers the caller. */
export const SWITCH_REFUSALS = [
  'no_route',
  'no_balance',
  'capacity_full',
  'blacklisted',
  'outside_timeslot',
  'unknown_peer',
] as const;
export type SwitchRefusal = (typeof SWITCH_REFUSALS)[number];

/** What a leg of a call is: the switch sends it with its customer call's call id. */
export const CALL_LEG_TYPES = ['queue', 'transfer', 'forward'] as const;
export type CallLegType = (typeof CALL_LEG_TYPES)[number];

/** A rated call leg (spec §3 call log columns, plus what rating found). */
export interface CallRecord {
  id: number;
  call_id: string;
  calltype: CallType;
  calling_number: string;
  called_number: string;
  callstart: Timestamp;
  callstop: Timestamp;
  dialstatus: DialStatus;
  /** Seconds. */
  duration: number;
  billed_seconds: number;
  /** What the account is charged, in minor units (cents). */
  client_cost: number;
  client_cost_micros: number;
  carrier_id: number | null;
  carrier_cost_micros: number;
  /** The sell-tariff prefix that rated it; null when none matched (client_cost 0). */
  rate_prefix: string | null;
  /** The customer call's call id when this is one of its legs; null for the customer call. */
  parent_call_id: string | null;
  leg_type: CallLegType | null;
  /** A call the switch refused: why (its dialstatus says what the caller heard). */
  refusal: SwitchRefusal | null;
}

/** One page of call records. */
export interface CallRecordPage {
  data: CallRecord[];
  total: number;
  page: number;
  per_page: number;
}

/** Answer of a batch ingest: how many were new and how many were already stored (a retry). */
export interface CallIngestResult {
  inserted: number;
  /** Records whose call id was stored at this revision or a later one: nothing changed. */
  duplicates: number;
  /** Stored records replaced by a higher revision, rated again (their charge reversed and posted anew). */
  corrected: number;
  /** Minor units debited from the balance for the newly stored and corrected records (before reversals). */
  charged: number;
  /** Newly stored or corrected records whose debit the account's balance and limit refused. */
  unbilled: number;
}

/** The switch token, shown once when created or rotated. */
export interface SwitchTokenCreated {
  token: string;
  created_at: Timestamp;
}

/** Whether the account has a switch token (never the token). */
export interface SwitchTokenStatus {
  exists: boolean;
  created_at: Timestamp | null;
  /** When the switch last asked or reported with the token (to the minute); null: never. */
  last_seen_at: Timestamp | null;
  /** The newest call events the switch reported, newest first (at most 10). */
  recent_events: SwitchRecentEvent[];
  /** The phones registered now, by extension. */
  registrations: SwitchRegistration[];
}

/** A phone the switch says is registered. */
export interface SwitchRegistration {
  username: string;
  domain: string;
  contact: string;
  expires_at: Timestamp;
}

/** A call event as the switch page lists it. */
export interface SwitchRecentEvent {
  call_id: string;
  kind: CallEventKind;
  at: Timestamp;
  detail: string | null;
}

/** Test rule result: each rule considered, in order. */
export interface RuleTestStep {
  rule_id: number;
  priority: number;
  command: TrunkRuleCommand;
  matched: boolean;
  /** Why it did not apply (null when it applied): its direction, a prefix, its closed timeslot. */
  reason: Explanation | null;
  /** Its timeslot's decision when it has one and the rest matched (open: it applied). */
  timeslot: Explanation | null;
  before: CallNumbers;
  after: CallNumbers;
}

export interface RuleTestResult {
  steps: RuleTestStep[];
  result: CallNumbers;
}

/** A rate as the tester found it. */
export interface RateMatch {
  rate_id: number;
  prefix: string;
  prefix_name: string;
  carrier_rate: string;
  setup_rate: string;
  effective_date: string;
  setup_time: number;
  minimum_time: number;
  rest_time: number;
  billed_seconds: number;
  cost_micros: number;
  /** Rounded up to minor units. */
  cost: number;
  examples: BillingExample[];
  /**
   * The customer price came from the provider's default sell tariff, the account's own having no
   * rate for the number (always false for a carrier's deck; `rate_id` is then the default's row).
   */
  from_default_tariff: boolean;
}

/** What a DID decided for an inbound call, as a code and its parameters (the console words it). */
export interface RouteTraceDid {
  code: 'did_target' | 'did_not_routed';
  did_id: number;
  number: string;
  /** The target that takes the call (code `did_target`); null otherwise. */
  target: DidTarget | null;
  /**
   * For a customer's trunk: where the call is delivered (`did.trunk`) and the trunks it fails
   * over to (`did.trunk_failover`), or that the trunk is switched off (`did.trunk_inactive`).
   * Empty for the PBX's targets.
   */
  reasons: Explanation[];
}

/**
 * The capacity pool of the account's number on the call (inbound: the called DID; outbound: the
 * calling one), judged before anything else.
 */
export interface RouteTraceCapacity {
  pool_id: number;
  /** Its live calls already reach its limit (code `capacity.full`): the call goes nowhere. */
  refused: boolean;
  /** `capacity.full` or `capacity.room`, with the pool's name, its calls in use and its limit. */
  reason: ExplanationOf<'capacity.full'> | ExplanationOf<'capacity.room'>;
}

/** The route and rate tester's trace. */
export interface RouteTrace {
  direction: RoutingDirection;
  time: Timestamp;
  duration: number;
  routing: {
    entry_id: number;
    priority: number;
    a_regexp: string;
    b_regexp: string;
    chosen: boolean;
    /** Why it was skipped or chosen: codes `route.*` and `timeslot.*` (the console words them). */
    reasons: Explanation[];
  }[];
  /** The chosen entry (null when none matched, or when a DID's target took the call). */
  entry_id: number | null;
  /**
   * Inbound only: the account's DID the called number is, and what it decided. Code `did_target`:
   * the DID's target takes the call and routing entries are not tried (`routing` is empty); code
   * `did_not_routed`: the DID has no target (none chosen, or it was deleted) and the inbound
   * entries decide. Null when the called number is none of the account's DIDs (or outbound).
   */
  did: RouteTraceDid | null;
  /**
   * The pool of the account's number on the call; null when that number is in no pool. Refused
   * (`refused`: true): no entry is tried (`routing` empty, `entry_id` null, no trunk, no rate).
   */
  capacity: RouteTraceCapacity | null;
  trunk: {
    carrier_id: number;
    carrier_name: string;
    trunk_id: number;
    trunk_name: string;
    priority: number;
    trunk_type: TrunkType;
    channels: number;
  } | null;
  /** Trunks considered and why each was passed over or chosen. */
  trunks: { trunk_id: number; carrier_id: number; name: string; chosen: boolean; reason: Explanation }[];
  rules: RuleTestStep[];
  numbers: { before: CallNumbers; after: CallNumbers };
  /** The carrier's rate (what the call costs the account's provider). */
  carrier_rate: RateMatch | null;
  /** The account's sell tariff (client_cost). */
  client_rate: RateMatch | null;
}

/** One row of a rate deck as imported (rates as decimal text). */
export interface RateDeckRow {
  prefix: string;
  prefix_name: string;
  cli: Flag;
  local_rate: string;
  setup_rate: string;
  origin_rate: string;
  carrier_rate: string;
  effective_date: string;
  setup_time: number;
  minimum_time: number;
  rest_time: number;
}

/** The preview of an uploaded deck against the current one; `apply` it by `import_id`. */
export interface RateImportPreview {
  import_id: string;
  rows: number;
  counts: { added: number; changed: number; removed: number; unchanged: number; errors: number };
  /** The first rows of each list (counts say how many there are). */
  added: RateDeckRow[];
  changed: { old: RateDeckRow; new: RateDeckRow }[];
  removed: RateDeckRow[];
  /** Lines that could not be read: 1-based line number and why. */
  errors: { line: number; message: string }[];
  expires_at: Timestamp;
}

export interface RateImportApplied {
  added: number;
  changed: number;
  removed: number;
}

/** What `seedDestinations` added. */
export interface DestinationsSeeded {
  added: number;
}
