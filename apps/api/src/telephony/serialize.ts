/**
 * Telephony rows → the contract's wire shapes. Each lists what it sends: the carrier's password
 * never leaves (only whether one is stored), rates leave as exact decimal text.
 */
import {
  type CallRecord,
  type CallType,
  type Carrier,
  type CarrierCurrency,
  type CarrierRate,
  type CarrierTrunk,
  type Destination,
  type DialStatus,
  type Flag,
  formatRate,
  type RateDeckRow,
  type RoutingDirection,
  type RoutingEntry,
  type RuleDirection,
  type TrunkRule,
  type TrunkRuleCommand,
  type TrunkService,
  type TrunkType,
} from '@switchboard/contract';
import type {
  callRecords,
  carrierRates,
  carriers,
  carrierTrunks,
  destinations,
  routingEntries,
  trunkRules,
} from '../db/schema.js';

const flag = (value: boolean): Flag => (value ? 1 : 0);
const iso = (value: Date) => value.toISOString();

export function toCarrier(row: typeof carriers.$inferSelect): Carrier {
  return {
    id: row.id,
    carrier_name: row.carrierName,
    timezone: row.timezone,
    is_active: flag(row.isActive),
    currency: row.currency as CarrierCurrency,
    username: row.username,
    has_password: row.password !== null && row.password !== '',
    description: row.description,
    did_supplier: flag(row.didSupplier),
    sms_supplier: flag(row.smsSupplier),
    voice_supplier: flag(row.voiceSupplier),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toCarrierTrunk(row: typeof carrierTrunks.$inferSelect): CarrierTrunk {
  return {
    id: row.id,
    carrier_id: row.carrierId,
    name: row.name,
    channels: row.channels,
    codecs: row.codecs,
    host: row.host,
    port: row.port,
    priority: row.priority,
    service: row.service as TrunkService,
    trunk_type: row.trunkType as TrunkType,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toTrunkRule(row: typeof trunkRules.$inferSelect): TrunkRule {
  return {
    id: row.id,
    carrier_trunk_id: row.carrierTrunkId,
    command: row.command as TrunkRuleCommand,
    command_arg: row.commandArg,
    timeslot_id: row.timeslotId,
    priority: row.priority,
    direction: row.direction as RuleDirection,
    point_start: row.pointStart,
    point_end: row.pointEnd,
    called_prefix: row.calledPrefix,
    calling_prefix: row.callingPrefix,
    is_active: flag(row.isActive),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

type RateRow = typeof carrierRates.$inferSelect;

/** The deck fields of a rate (what an import compares). */
export function toDeckRow(
  row: Omit<RateRow, 'id' | 'accountId' | 'carrierId' | 'createdAt' | 'updatedAt'>,
): RateDeckRow {
  return {
    prefix: row.prefix,
    prefix_name: row.prefixName,
    cli: flag(row.cli),
    local_rate: formatRate(row.localRate),
    setup_rate: formatRate(row.setupRate),
    origin_rate: formatRate(row.originRate),
    carrier_rate: formatRate(row.carrierRate),
    effective_date: row.effectiveDate,
    setup_time: row.setupTime,
    minimum_time: row.minimumTime,
    rest_time: row.restTime,
  };
}

export function toCarrierRate(row: RateRow): CarrierRate {
  return {
    id: row.id,
    carrier_id: row.carrierId,
    ...toDeckRow(row),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toDestination(row: typeof destinations.$inferSelect): Destination {
  return {
    id: row.id,
    prefix: row.prefix,
    prefix_name: row.prefixName,
    country: row.country,
    is_mobile: flag(row.isMobile),
    is_itfs: flag(row.isItfs),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** Row → the wire shape, with the names of the flow and timeslot it names (readRoutingEntries joins them). */
export function toRoutingEntry(
  row: typeof routingEntries.$inferSelect,
  names: { flow: string | null; timeslot: string | null },
): RoutingEntry {
  return {
    id: row.id,
    direction: row.direction as RoutingDirection,
    a_regexp: row.aRegexp,
    b_regexp: row.bRegexp,
    flow_id: row.flowId,
    flow_name: names.flow,
    priority: row.priority,
    timeslot_id: row.timeslotId,
    timeslot_name: names.timeslot,
    application_id: row.applicationId,
    carrier_id: row.carrierId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toCallRecord(row: typeof callRecords.$inferSelect): CallRecord {
  return {
    id: row.id,
    call_id: row.callId,
    calltype: row.calltype as CallType,
    calling_number: row.callingNumber,
    called_number: row.calledNumber,
    callstart: iso(row.callstart),
    callstop: iso(row.callstop),
    dialstatus: row.dialstatus as DialStatus,
    duration: row.duration,
    billed_seconds: row.billedSeconds,
    client_cost: row.clientCost,
    client_cost_micros: row.clientCostMicros,
    carrier_id: row.carrierId,
    carrier_cost_micros: row.carrierCostMicros,
    rate_prefix: row.ratePrefix,
    parent_call_id: row.parentCallId,
    leg_type: row.legType,
    refusal: row.refusal,
  };
}
