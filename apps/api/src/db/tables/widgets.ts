/** Website widgets and what visitors sent through them. */
import type {
  Appearance,
  Contact,
  Multilanguage,
  Sidebar,
  VisitorRequestType,
  WidgetConfig,
} from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

/**
 * Website widgets (phones). Contacts, sidebar, appearance and languages are edited as whole
 * objects and stored as JSONB, exactly as the contract types them. At most one per account is the
 * default (the active one); the routes keep exactly one while the account has any.
 */
export const widgets = pgTable(
  'widgets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Random (128 bits, base64url): names the widget in the installation code and public endpoints. */
    publicKey: text('public_key').notNull().unique(),
    name: text('name').notNull(),
    timezone: text('timezone'),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    plan: text('plan').notNull().default('start'),
    planCategory: text('plan_category').notNull().default('website-dialer'),
    billingPeriod: text('billing_period').notNull().default('yearly'),
    contacts: jsonb('contacts').$type<Contact[]>().notNull().default([]),
    sidebar: jsonb('sidebar').$type<Sidebar>().notNull(),
    appearance: jsonb('appearance').$type<Appearance>().notNull(),
    multilanguage: jsonb('multilanguage').$type<Multilanguage>().notNull(),
    /** ISO 3166-1 alpha-2 codes visitors may come from; empty: all. */
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    /** Normalised IPv4/IPv6 addresses and CIDR ranges. */
    ipBlacklist: jsonb('ip_blacklist').$type<string[]>().notNull().default([]),
    config: jsonb('config').$type<WidgetConfig>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('widgets_account_idx').on(t.accountId),
    uniqueIndex('widgets_account_default_key').on(t.accountId).where(sql`is_default`),
  ],
);

/**
 * What visitors sent through a widget: callback requests, messages, emails, call and video-call
 * intents. The raw IP is never stored: `ip_hash` is an HMAC of it (abuse analysis without keeping
 * the address). `lat`/`lon` locate the visitor for the map (the country's centre).
 */
export const visitorRequests = pgTable(
  'visitor_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null once the widget is deleted: the account keeps its history. */
    widgetId: integer('widget_id').references(() => widgets.id, { onDelete: 'set null' }),
    type: text('type').$type<VisitorRequestType>().notNull(),
    officeId: text('office_id'),
    departmentId: text('department_id'),
    /** The form fields, plus the office title and department name at the time and the attachment. */
    payload: jsonb('payload').$type<VisitorPayload>().notNull(),
    country: text('country'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    ipHash: text('ip_hash').notNull(),
    /** The stored file under $DATA_DIR/attachments (email attachments). */
    attachmentKey: text('attachment_key'),
    createdAt: createdAt(),
  },
  (t) => [index('visitor_requests_account_type_idx').on(t.accountId, t.type, t.createdAt)],
);

/** What `visitor_requests.payload` holds. */
export interface VisitorPayload {
  name?: string;
  email?: string;
  phone?: string;
  subject?: string;
  message?: string;
  office_title?: string | null;
  department_name?: string | null;
  widget_name?: string;
  attachment?: { name: string; size: number; type: string } | null;
}
