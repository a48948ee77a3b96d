/**
 * Carriers, trunks, trunk rules, rate decks, destinations, routing entries, the switch token and
 * call records. Every table carries `account_id`; children also their parent's id. Rates and fees
 * are integer micro-units per minute / per call, costs integer micro-units and minor units
 * (decision 0007): no float ever holds money.
 */
import type { CallLegType, Codec, SwitchRefusal } from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId, accounts } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

export const carriers = pgTable(
  'carriers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    carrierName: text('carrier_name').notNull(),
    timezone: text('timezone'),
    isActive: boolean('is_active').notNull().default(true),
    currency: text('currency').notNull().default('EUR'),
    username: text('username').notNull().default(''),
    /** The carrier's SIP password: the switch needs it back, so it is kept, but never answered. */
    password: text('password'),
    description: text('description').notNull().default(''),
    didSupplier: boolean('did_supplier').notNull().default(false),
    smsSupplier: boolean('sms_supplier').notNull().default(false),
    voiceSupplier: boolean('voice_supplier').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('carriers_account_idx').on(t.accountId)],
);

export const carrierTrunks = pgTable(
  'carrier_trunks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channels: integer('channels').notNull().default(0),
    codecs: jsonb('codecs').$type<Codec[]>().notNull().default([]),
    host: text('host').notNull(),
    port: integer('port').notNull().default(5060),
    priority: integer('priority').notNull().default(0),
    service: text('service').notNull().default('VoIP'),
    trunkType: text('trunk_type').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('carrier_trunks_carrier_idx').on(t.accountId, t.carrierId)],
);

export const trunkRules = pgTable(
  'trunk_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    carrierTrunkId: integer('carrier_trunk_id')
      .notNull()
      .references(() => carrierTrunks.id, { onDelete: 'cascade' }),
    command: text('command').notNull(),
    commandArg: text('command_arg').notNull().default(''),
    /** A timeslot (another issue's table): no reference yet. */
    timeslotId: integer('timeslot_id'),
    priority: integer('priority').notNull().default(0),
    direction: text('direction').notNull(),
    pointStart: integer('point_start').notNull().default(0),
    pointEnd: integer('point_end').notNull().default(0),
    calledPrefix: text('called_prefix').notNull().default(''),
    callingPrefix: text('calling_prefix').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trunk_rules_trunk_idx').on(t.accountId, t.carrierTrunkId)],
);

/** A carrier's deck, or the account's sell tariff when `carrier_id` is null; one row per prefix and day. */
export const carrierRates = pgTable(
  'carrier_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    prefixName: text('prefix_name').notNull().default(''),
    cli: boolean('cli').notNull().default(false),
    localRate: integer('local_rate').notNull().default(0),
    setupRate: integer('setup_rate').notNull().default(0),
    originRate: integer('origin_rate').notNull().default(0),
    carrierRate: integer('carrier_rate').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    setupTime: integer('setup_time').notNull().default(0),
    minimumTime: integer('minimum_time').notNull().default(1),
    restTime: integer('rest_time').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('carrier_rates_deck_key')
      .on(t.accountId, t.carrierId, t.prefix, t.effectiveDate)
      .nullsNotDistinct(),
  ],
);

export const destinations = pgTable(
  'destinations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    prefix: text('prefix').notNull(),
    prefixName: text('prefix_name').notNull(),
    country: text('country').notNull(),
    isMobile: boolean('is_mobile').notNull().default(false),
    isItfs: boolean('is_itfs').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('destinations_account_prefix_key').on(t.accountId, t.prefix)],
);

export const routingEntries = pgTable(
  'routing_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    direction: text('direction').notNull(),
    aRegexp: text('a_regexp').notNull().default(''),
    bRegexp: text('b_regexp').notNull().default(''),
    flowId: integer('flow_id'),
    priority: integer('priority').notNull().default(0),
    timeslotId: integer('timeslot_id'),
    applicationId: integer('application_id'),
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('routing_entries_account_idx').on(t.accountId, t.direction)],
);

/** The token the account's switch posts call records with: only its SHA-256 is kept. */
export const switchTokens = pgTable('switch_tokens', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  /** When the switch last used the token, written at most once a minute per API process. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});

/** The phones registered at the account's switch, as it reported them (gone when they expire). */
export const switchRegistrations = pgTable(
  'switch_registrations',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    domain: text('domain').notNull(),
    contact: text('contact').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.username, t.domain, t.contact] })],
);

/**
 * Call legs, partitioned by month of `callstart` (UTC; decision 0018): reports read a period, so
 * a query touches only its months, and an old month leaves as one partition. A unique index of a
 * partitioned table must hold the partition key, so the one stored leg per (account, call id) is
 * kept by `call_record_ids` instead; the primary key is (id, callstart) for the same reason.
 * Partitions are made by `ensure_call_records_partition(time)` (migration 0019) before an insert.
 */
export const callRecords = pgTable(
  'call_records',
  {
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    callId: text('call_id').notNull(),
    calltype: text('calltype').notNull(),
    callingNumber: text('calling_number').notNull(),
    calledNumber: text('called_number').notNull(),
    callstart: timestamp('callstart', { withTimezone: true }).notNull(),
    callstop: timestamp('callstop', { withTimezone: true }).notNull(),
    dialstatus: text('dialstatus').notNull(),
    duration: integer('duration').notNull(),
    billedSeconds: integer('billed_seconds').notNull(),
    clientCost: bigint('client_cost', { mode: 'number' }).notNull(),
    clientCostMicros: bigint('client_cost_micros', { mode: 'number' }).notNull(),
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    carrierCostMicros: bigint('carrier_cost_micros', { mode: 'number' }).notNull().default(0),
    ratePrefix: text('rate_prefix'),
    /** The customer call's call id when this row is one of its legs; null for the customer call. */
    parentCallId: text('parent_call_id'),
    legType: text('leg_type').$type<CallLegType>(),
    refusal: text('refusal').$type<SwitchRefusal>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'call_records_pkey', columns: [t.id, t.callstart] }),
    index('call_records_account_call_idx').on(t.accountId, t.callId),
    index('call_records_account_start_idx').on(t.accountId, t.callstart),
    // The reports: a tab's customer calls of a period, newest first, in keyset order. Migration 0019
    // also INCLUDEs dialstatus, duration and client_cost (drizzle cannot say so) for the totals.
    index('call_records_report_idx')
      .on(t.accountId, t.calltype, t.callstart.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentCallId} is null`),
    index('call_records_legs_idx').on(t.accountId, t.parentCallId).where(sql`${t.parentCallId} is not null`),
  ],
);

/**
 * Each call id the switch sent, once per account, at the revision stored: what makes a retried batch
 * store nothing twice, and lets only a higher revision replace a record.
 */
export const callRecordIds = pgTable(
  'call_record_ids',
  {
    accountId: accountId(),
    callId: text('call_id').notNull(),
    revision: integer('revision').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'call_record_ids_pkey', columns: [t.accountId, t.callId] })],
);
