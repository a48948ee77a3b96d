/** The PBX phone book, and the import previews waiting to be applied (any import may use them). */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

/** Phone-book contacts of an account (spec §3 "Contacts"); a number is listed once per account. */
export const pbxContacts = pgTable(
  'pbx_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    number: text('number').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pbx_contacts_account_number_key').on(t.accountId, t.number)],
);

/**
 * A parsed upload waiting for 'Import': in the database (not process memory) so that the apply
 * may reach another API instance than the preview did. `kind` names the importer.
 */
export const importPreviews = pgTable(
  'import_previews',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('import_previews_account_idx').on(t.accountId, t.kind)],
);
