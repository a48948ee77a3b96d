/**
 * The provider's default sell tariff: rates in the sell tariff's shape (decision 0007), kept once
 * for every account. An account is charged on its own sell tariff where that has a rate for the
 * called number, else on this one, so a new account's calls have a customer price from the start.
 */
import { date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const defaultSellRates = pgTable(
  'default_sell_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefix: text('prefix').notNull(),
    prefixName: text('prefix_name').notNull().default(''),
    setupRate: integer('setup_rate').notNull().default(0),
    carrierRate: integer('carrier_rate').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    setupTime: integer('setup_time').notNull().default(0),
    minimumTime: integer('minimum_time').notNull().default(1),
    restTime: integer('rest_time').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('default_sell_rates_key').on(t.prefix, t.effectiveDate)],
);
