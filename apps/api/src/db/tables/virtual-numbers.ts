/**
 * The virtual number area: the coverage offered (the provider's managed data, the same for every
 * account; the administrator's tariffs edit it), the accounts' orders for numbers, and the numbers
 * rented. A rented number is a row of `did_numbers` (the PBX routes it like any DID); `user_dids`
 * adds its rent and goes with it when the DID is deleted. Capacity pools share a channel limit
 * among rented numbers: a number is in at most one (its `user_dids.capacity_pool_id`). Customer
 * trunks are the accounts' own PBXs a number's calls may be delivered to (a DID target).
 */
import type {
  CustomerTrunkAuthType,
  CustomerTrunkCodec,
  CustomerTrunkTransport,
  DidNumberType,
  OrderStatus,
} from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { didNumbers } from './pbx.js';

const price = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** One country and number type offered, with its prices in cents. */
export const numberCoverage = pgTable(
  'number_coverage',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** ISO 3166-1 alpha-2; the name and dialling code come from the country list. */
    country: text('country').notNull(),
    numberType: text('number_type').$type<DidNumberType>().notNull(),
    setupPriceMinor: price('setup_price_minor'),
    monthlyPriceMinor: price('monthly_price_minor'),
    channels: integer('channels').notNull(),
    sms: boolean('sms').notNull(),
    documentsRequired: boolean('documents_required').notNull(),
  },
  (t) => [
    uniqueIndex('number_coverage_country_type_key').on(t.country, t.numberType),
    check('number_coverage_prices', sql`${t.setupPriceMinor} >= 0 and ${t.monthlyPriceMinor} >= 0`),
  ],
);

/** An order for numbers; its prices are the coverage's when it was placed. */
export const numberOrders = pgTable(
  'number_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    country: text('country').notNull(),
    numberType: text('number_type').$type<DidNumberType>().notNull(),
    quantity: integer('quantity').notNull(),
    areaCode: text('area_code'),
    status: text('order_status').$type<OrderStatus>().notNull().default('pending'),
    channels: integer('channels').notNull(),
    setupPriceMinor: price('setup_price_minor'),
    monthlyPriceMinor: price('monthly_price_minor'),
    reason: text('reason'),
    /** The supplier's id of the order, once placed. */
    supplierReference: text('supplier_reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('number_orders_account_idx').on(t.accountId, t.createdAt)],
);

/** Channels shared by the rented numbers attached to it (`user_dids.capacity_pool_id`). */
export const capacityPools = pgTable(
  'capacity_pools',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    name: text('name').notNull(),
    /** Simultaneous calls its numbers may carry together. */
    channelLimit: integer('channel_limit').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('capacity_pools_account_name_key').on(t.accountId, t.name),
    check('capacity_pools_channel_limit', sql`${t.channelLimit} >= 1`),
  ],
);

/**
 * A customer's SIP trunk towards its own PBX. The password is the server's, sealed
 * (lib/sealed.ts, purpose 'customer-trunk-password'): null for a trunk that authenticates by address.
 */
export const customerTrunks = pgTable(
  'customer_trunks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull().default(5060),
    transport: text('transport').$type<CustomerTrunkTransport>().notNull().default('udp'),
    /** In the customer's order of preference. */
    codecs: text('codecs').array().$type<CustomerTrunkCodec[]>().notNull(),
    channels: integer('channels').notNull(),
    authType: text('auth_type').$type<CustomerTrunkAuthType>().notNull(),
    allowedIps: text('allowed_ips').array().notNull().default(sql`'{}'::text[]`),
    username: text('username').notNull().default(''),
    passwordSealed: text('password_sealed'),
    failoverOrder: integer('failover_order').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_trunks_account_name_key').on(t.accountId, t.name),
    check('customer_trunks_port', sql`${t.port} between 1 and 65535`),
    check('customer_trunks_channels', sql`${t.channels} >= 1`),
    check('customer_trunks_failover_order', sql`${t.failoverOrder} between 1 and 100`),
  ],
);

/** A number rented: its DID, the order that brought it, its rent and its capacity pool. */
export const userDids = pgTable(
  'user_dids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    didNumberId: integer('did_number_id')
      .notNull()
      .references(() => didNumbers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => numberOrders.id, { onDelete: 'cascade' }),
    monthlyPriceMinor: price('monthly_price_minor'),
    /** The end of the period paid; the renewal charges the next month then. */
    paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
    /** The pool whose channels it shares; the number leaves it when the pool is deleted. */
    capacityPoolId: integer('capacity_pool_id').references(() => capacityPools.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_dids_did_number_key').on(t.didNumberId),
    index('user_dids_paid_until_idx').on(t.paidUntil),
    index('user_dids_capacity_pool_idx').on(t.capacityPoolId),
  ],
);
