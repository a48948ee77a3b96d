/**
 * Carriers, their trunks, trunk rules and rates, destinations, routing entries and call records
 * (spec §3). Rates and fees are decimal text per minute ('0.012500', exact, never a float); costs
 * are integers: micro-units (`*_micros`) and minor units (cents) for what an account is charged.
 */
import type { BillingExample, CallNumbers, RuleDirection, TrunkRuleCommand } from '../rating.js';
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
  priority: number;
  timeslot_id: number | null;
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
  duplicates: number;
  /** Minor units debited from the balance for the newly stored records. */
  charged: number;
  /** Newly stored records whose debit the account's balance and limit refused. */
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
}

/** Test rule result: each rule considered, in order. */
export interface RuleTestStep {
  rule_id: number;
  priority: number;
  command: TrunkRuleCommand;
  matched: boolean;
  reason: string | null;
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
    /** Why it was skipped or chosen, in words ('b_regexp does not match', 'no timeslot'). */
    reasons: string[];
  }[];
  /** The chosen entry (null when none matched: the call is not routed). */
  entry_id: number | null;
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
  trunks: { trunk_id: number; carrier_id: number; name: string; chosen: boolean; reason: string }[];
  rules: RuleTestStep[];
  numbers: { before: CallNumbers; after: CallNumbers };
  /** The carrier's rate (what the call costs the account's provider). */
  carrier_rate: RateMatch | null;
  /** The account's sell tariff (client_cost). */
  client_rate: RateMatch | null;
  /** Plain-language lines, one per step, for a quick read. */
  summary: string[];
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
