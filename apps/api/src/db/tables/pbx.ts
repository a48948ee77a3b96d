/** The PBX's users, internal numbers and owned numbers (DIDs). */
import type { BlacklistDirection } from '@switchboard/contract';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

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
    description: text('description').notNull().default(''),
    status: integer('status').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    presentationNumber: text('presentation_number'),
    domain: text('domain'),
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
    domain: text('domain'),
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

/** Numbers (DIDs) an account owns and may present as caller id. */
export const didNumbers = pgTable('did_numbers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
