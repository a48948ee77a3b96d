/** The PBX's users, internal numbers and owned numbers (DIDs). */
import type { BlacklistDirection, DidNumberType, DidTargetType } from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { pbxDomains } from './pbx-domains.js';

/** Users and extensions belong to a domain of their account; a domain in use is not deleted. */
const domainId = () =>
  integer('domain_id')
    .notNull()
    .references(() => pbxDomains.id);

/** Internal numbers of an account. */
export const extensions = pgTable(
  'extensions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    extension: text('extension').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * The SIP password sealed (lib/sealed.ts): digest auth needs HA1 = MD5(user:realm:password),
     * which the one-way hash above cannot give. Null for extensions whose password was last set
     * before the switch could ask for it: setting it again lets the phone register.
     */
    sipPasswordSealed: text('sip_password_sealed'),
    description: text('description').notNull().default(''),
    status: integer('status').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    presentationNumber: text('presentation_number'),
    domainId: domainId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('extensions_account_extension_key').on(t.accountId, t.extension)],
);

/** Users within an account: log in with username, password and the account id (user login). */
export const pbxUsers = pgTable(
  'pbx_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    description: text('description').notNull().default(''),
    extensionId: integer('extension_id').references(() => extensions.id, { onDelete: 'set null' }),
    timezone: text('timezone'),
    domainId: domainId(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pbx_users_account_username_key').on(t.accountId, t.username),
    // An extension rings one user; NULLs (no extension) do not collide.
    uniqueIndex('pbx_users_extension_key').on(t.extensionId),
  ],
);

/**
 * Numbers (DIDs) an account owns, routes inbound calls by, and may present as caller id. The target
 * names a row of one of five tables, so it has no foreign key: a deleted target is found missing
 * when the DID is read or a call is routed (the DID shows, and behaves, as not routed).
 */
export const didNumbers = pgTable(
  'did_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    description: text('description').notNull().default(''),
    country: text('country').notNull().default(''),
    numberType: text('number_type').$type<DidNumberType>().notNull().default('local'),
    targetType: text('target_type').$type<DidTargetType>(),
    targetId: integer('target_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('did_numbers_account_number_key').on(t.accountId, t.number),
    check('did_numbers_target_pair', sql`(${t.targetType} is null) = (${t.targetId} is null)`),
  ],
);

/** Internal numbers given to the account's PBX users (spec §3 "Internal number"). */
export const internalNumbers = pgTable(
  'internal_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    pbxUserId: integer('pbx_user_id').references(() => pbxUsers.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    presentationNumber: text('presentation_number'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('internal_numbers_account_number_key').on(t.accountId, t.number)],
);

/** Numbers (or prefixes) the PBX refuses, per account; a number is listed once per account. */
export const blacklist = pgTable(
  'blacklist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    description: text('description').notNull().default(''),
    direction: text('direction').$type<BlacklistDirection>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blacklist_account_number_key').on(t.accountId, t.number)],
);
