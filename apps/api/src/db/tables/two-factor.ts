/**
 * Two-factor login for account owners and administrators (root users): the authenticator secret
 * (encrypted with a key derived from the server's secret), its last accepted time step (a code is
 * good once), one-time recovery codes (hashed), and the accounts whose provider requires it.
 */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, rootUsers } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const twoFactorSecrets = pgTable('two_factor_secrets', {
  rootUserId: integer('root_user_id')
    .primaryKey()
    .references(() => rootUsers.id, { onDelete: 'cascade' }),
  /** AES-256-GCM: iv, tag and ciphertext, base64url. */
  secret: text('secret').notNull(),
  /** Null while enrolling: the first good code turns it on. */
  enabledAt: at('enabled_at'),
  /** The time step of the last accepted code: the same code is refused a second time. */
  lastStep: integer('last_step'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const recoveryCodes = pgTable('recovery_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  rootUserId: integer('root_user_id')
    .notNull()
    .references(() => rootUsers.id, { onDelete: 'cascade' }),
  /** sha256 of the normalised code. */
  codeHash: text('code_hash').notNull(),
  usedAt: at('used_at'),
});

export const twoFactorPolicies = pgTable('two_factor_policies', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
