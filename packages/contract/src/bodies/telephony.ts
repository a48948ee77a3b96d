/**
 * Bodies of the carrier, trunk, trunk rule, rate, destination and routing dialogs and of their
 * tester, import and call-record endpoints. Create bodies require what the dialog requires; update
 * bodies are the same fields, each optional (a left-out field keeps its value; an empty carrier
 * password keeps the stored one).
 */
import { integerIn, messages, UPLOAD_LIMIT } from '@switchboard/forms';

export { labelOf, numberText, oneOf };

import {
  array,
  coerce,
  define,
  type Infer,
  nullable,
  optional,
  partial,
  pattern,
  refine,
  size,
  string,
  type,
} from 'superstruct';
import {
  CALL_LEG_TYPES,
  CALL_TYPES,
  CARRIER_CURRENCIES,
  CODECS,
  DIAL_STATUSES,
  ROUTING_DIRECTIONS,
  SWITCH_REFUSALS,
  TRUNK_SERVICES,
  TRUNK_TYPES,
} from '../entities/telephony.js';
import { RULE_DIRECTIONS, TRUNK_RULE_COMMANDS } from '../rating.js';
import {
  flag,
  isIsoInstant,
  isIsoTime,
  labelOf,
  numberText,
  oneOf,
  optionalId,
  optionalText,
  rate,
  text,
  timezone,
} from './fields.js';
import { file, multipart } from './uploads.js';

/** A whole number in [min, max]; numeric text (form values) is accepted on coercion. */
export const int = (min: number, max: number) =>
  coerce(integerIn(min, max), pattern(string(), /^\d+$/), Number);

/** A calendar day, YYYY-MM-DD. */
export const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && isIsoTime(value);
export const day = () =>
  define<string>('day', (value, context) =>
    typeof value === 'string' && isDay(value) ? true : messages.enterValid(labelOf(context.path)),
  );

/** An ISO time (a report's format: day or day and time). */
const isoTime = () =>
  define<string>('time', (value, context) =>
    typeof value === 'string' && isIsoTime(value) ? true : messages.enterValid(labelOf(context.path)),
  );

// Carriers ------------------------------------------------------------------------------------

export const createCarrierBody = type({
  carrier_name: text('required|between:1-200'),
  timezone: timezone(),
  is_active: optional(flag()),
  currency: optional(oneOf(CARRIER_CURRENCIES)),
  username: optionalText('between:0-200'),
  /** Write-only; empty or left out: none (create) or keep the stored one (update). */
  password: optionalText('between:0-64'),
  description: optionalText('between:0-200'),
  did_supplier: optional(flag()),
  sms_supplier: optional(flag()),
  voice_supplier: optional(flag()),
});
export type CreateCarrierBody = Infer<typeof createCarrierBody>;
export const updateCarrierBody = partial(createCarrierBody);
export type UpdateCarrierBody = Infer<typeof updateCarrierBody>;

// Carrier trunks ------------------------------------------------------------------------------

export const createCarrierTrunkBody = type({
  name: text('required|between:1-200'),
  channels: int(0, 100_000),
  codecs: optional(array(oneOf(CODECS))),
  host: text('required|nospace|between:1-253'),
  port: optional(int(1, 65_535)),
  priority: optional(int(0, 1000)),
  service: optional(oneOf(TRUNK_SERVICES)),
  trunk_type: oneOf(TRUNK_TYPES),
});
export type CreateCarrierTrunkBody = Infer<typeof createCarrierTrunkBody>;
export const updateCarrierTrunkBody = partial(createCarrierTrunkBody);
export type UpdateCarrierTrunkBody = Infer<typeof updateCarrierTrunkBody>;

// Trunk rules ---------------------------------------------------------------------------------

export const createTrunkRuleBody = type({
  command: oneOf(TRUNK_RULE_COMMANDS),
  command_arg: optionalText('nospace|between:0-40'),
  timeslot_id: optionalId(),
  priority: optional(int(0, 1000)),
  direction: oneOf(RULE_DIRECTIONS),
  point_start: optional(int(0, 40)),
  point_end: optional(int(0, 40)),
  called_prefix: optional(numberText(0, 20)),
  calling_prefix: optional(numberText(0, 20)),
  is_active: optional(flag()),
});
export type CreateTrunkRuleBody = Infer<typeof createTrunkRuleBody>;
export const updateTrunkRuleBody = partial(createTrunkRuleBody);
export type UpdateTrunkRuleBody = Infer<typeof updateTrunkRuleBody>;

/** 'Test rule': the numbers of a call; the presentation number is what change_diversion rewrites. */
export const trunkRuleTestBody = type({
  calling_number: numberText(0, 20),
  called_number: numberText(1, 20),
  presentation_number: optional(numberText(0, 20)),
  direction: optional(oneOf(['OUT', 'INC'] as const)),
  /** When the call happens (rules with a timeslot apply while it is open); left out: now. */
  time: optional(isoTime()),
});
export type TrunkRuleTestBody = Infer<typeof trunkRuleTestBody>;

// Rates ---------------------------------------------------------------------------------------

export const createCarrierRateBody = type({
  prefix: numberText(1, 20),
  prefix_name: optionalText('between:0-200'),
  cli: optional(flag()),
  local_rate: optional(rate()),
  setup_rate: optional(rate()),
  origin_rate: optional(rate()),
  carrier_rate: rate(),
  effective_date: day(),
  setup_time: optional(int(0, 3600)),
  minimum_time: optional(int(0, 3600)),
  rest_time: optional(int(1, 3600)),
});
export type CreateCarrierRateBody = Infer<typeof createCarrierRateBody>;
export const updateCarrierRateBody = partial(createCarrierRateBody);
export type UpdateCarrierRateBody = Infer<typeof updateCarrierRateBody>;

/** Rate-deck upload: a CSV or XLSX file; rows without an effective date take `effective_date`. */
export const rateImportBody = multipart(type({ file: file(UPLOAD_LIMIT), effective_date: optional(day()) }), {
  field: 'file',
  maxBytes: UPLOAD_LIMIT,
  accept: ['text/csv', 'text/plain', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
});
export type RateImportBody = Infer<typeof rateImportBody>;

// Destinations --------------------------------------------------------------------------------

export const createDestinationBody = type({
  prefix: numberText(1, 20),
  prefix_name: text('required|between:1-200'),
  country: text('required|between:2-2'),
  is_mobile: optional(flag()),
  is_itfs: optional(flag()),
});
export type CreateDestinationBody = Infer<typeof createDestinationBody>;
export const updateDestinationBody = partial(createDestinationBody);
export type UpdateDestinationBody = Infer<typeof updateDestinationBody>;

/** The route and rate tester: a call at `time` (now when left out) lasting `duration` seconds. */
export const routeTestBody = type({
  calling_number: numberText(0, 20),
  called_number: numberText(1, 20),
  direction: oneOf(ROUTING_DIRECTIONS),
  time: optional(isoTime()),
  duration: optional(int(0, 86_400)),
});
export type RouteTestBody = Infer<typeof routeTestBody>;

// Call records --------------------------------------------------------------------------------

/** Most records in one ingest batch. */
export const MAX_INGEST_BATCH = 500;

/** An instant: a date-time that exists, with its zone (a switch's clock is never the server's). */
const instant = () =>
  define<string>('instant', (value, context) =>
    typeof value === 'string' && isIsoInstant(value) ? true : messages.enterValid(labelOf(context.path)),
  );

/**
 * A record's times must tell one story: it stops no earlier than it starts, its duration (the
 * answered part) fits between the two (a second of rounding allowed), and it has ended: a stop
 * beyond the server's clock by more than a minute of skew is refused.
 */
const RECORD_CLOCK_SKEW_MS = 60_000;
const consistentTimes = <T extends { callstart: string; callstop: string; duration: number }>(
  record: T,
  context: { path: (string | number)[] },
) => {
  const start = Date.parse(record.callstart);
  const stop = Date.parse(record.callstop);
  const at = (field: string, message: string) => ({ path: [...context.path, field], message });
  if (stop < start) return at('callstop', 'Callstop must not be before Callstart.');
  if (stop > Date.now() + RECORD_CLOCK_SKEW_MS) return at('callstop', 'Callstop must not be in the future.');
  if (record.duration * 1000 > stop - start + 1000) {
    return at('duration', 'Duration must not be longer than the time from Callstart to Callstop.');
  }
  return true;
};

export const callRecordInput = refine(
  type({
    /** The switch's unique id of the leg: a retried batch stores (and bills) it once. */
    call_id: text('required|nospace|between:1-100'),
    calltype: oneOf(CALL_TYPES),
    calling_number: numberText(0, 32),
    called_number: numberText(1, 32),
    callstart: instant(),
    callstop: instant(),
    dialstatus: oneOf(DIAL_STATUSES),
    duration: int(0, 86_400),
    /** The carrier that carried it (rated on its deck for carrier cost), when the switch knows. */
    carrier_id: optionalId(),
    /** A leg of a call (queue, transfer, forward) names its customer call's call_id and what it is. */
    parent_call_id: optional(nullable(text('nospace|between:1-100'))),
    leg_type: optional(nullable(oneOf(CALL_LEG_TYPES))),
    /** A call the switch refused on the routing decision's word, and why. */
    refusal: optional(nullable(oneOf(SWITCH_REFUSALS))),
    /**
     * A correction: the record sent again with a higher revision than the stored one replaces it,
     * is rated again, and the ledger reverses the earlier charge and posts the new one. 0 when left out.
     */
    revision: optional(int(0, 1_000_000)),
  }),
  'times',
  consistentTimes,
);
export type CallRecordInput = Infer<typeof callRecordInput>;

export const callIngestBody = type({ records: size(array(callRecordInput), 1, MAX_INGEST_BATCH) });
export type CallIngestBody = Infer<typeof callIngestBody>;

/** Call records between `from` and `to` (callstart), newest first, a page at a time. */
export const callRecordsBody = type({
  from: optional(nullable(isoTime())),
  to: optional(nullable(isoTime())),
  page: optional(int(1, 1_000_000)),
  per_page: optional(int(1, 500)),
});
export type CallRecordsBody = Infer<typeof callRecordsBody>;
