/**
 * The provider's price list, edited by administrators on /xadmin/tarrifs and read by the tariffs
 * pages, the public site and the subscriptions: tariff types with a rate per country, the
 * subscription plans (spec §1, §9) and the plans a service is subscribed on. Provider-wide, so no
 * account column. Rates are micro-units like every per-unit price (decision 0007); plan prices are
 * minor units like every charge.
 */
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const tariffTypes = pgTable('tariff_types', {
  /** The `:type` of GET /admin/tariff/:type, e.g. 'landline'. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** What a rate is charged for, e.g. 'per minute'. */
  unit: text('unit').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tariffRates = pgTable(
  'tariff_rates',
  {
    tariffType: text('tariff_type')
      .notNull()
      .references(() => tariffTypes.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** ISO 3166-1 alpha-2; the name and dialling code come from the countries list. */
    countryCode: text('country_code').notNull(),
    rate: integer('rate').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'tariff_rates_pkey', columns: [t.tariffType, t.countryCode] })],
);

export const subscriptionPlans = pgTable('subscription_plans', {
  /** 'start', 'business', 'business-pro', 'enterprise': the contract's plan ids. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency', { enum: ['EUR'] })
    .notNull()
    .default('EUR'),
  billingPeriod: text('billing_period', { enum: ['yearly'] })
    .notNull()
    .default('yearly'),
  /** The pricing text's minutes (spec §9: Business pro 100 free, Enterprise 41000); null: none. */
  includedMinutes: integer('included_minutes'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const servicePlans = pgTable('service_plans', {
  /** '1-year', '2-year': the contract's service plan ids. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency', { enum: ['EUR'] })
    .notNull()
    .default('EUR'),
  periodMonths: integer('period_months').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
