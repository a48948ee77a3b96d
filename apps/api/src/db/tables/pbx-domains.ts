/**
 * The PBX's domains (one default per account, created with it) and the account's PBX settings (one
 * row once saved; the contract's defaults until then).
 */
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { soundFiles } from './media.js';

/** Hosts are stored lower-cased; the index keeps them unique per account whatever the case. */
export const pbxDomains = pgTable(
  'pbx_domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    numberPattern: text('number_pattern').notNull().default(''),
    timezone: text('timezone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pbx_domains_account_domain_key').on(t.accountId, sql`lower(${t.domain})`),
    // One default domain per account.
    uniqueIndex('pbx_domains_account_default_key').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);

export const pbxSettings = pgTable('pbx_settings', {
  accountId: accountId().primaryKey(),
  timezone: text('timezone'),
  callRecording: boolean('call_recording').notNull(),
  recordingRetentionDays: integer('recording_retention_days').notNull(),
  musicOnHoldId: integer('music_on_hold_id').references(() => soundFiles.id, { onDelete: 'set null' }),
  presentationNumber: text('presentation_number'),
  maxCallMinutes: integer('max_call_minutes').notNull(),
  ringTimeoutSeconds: integer('ring_timeout_seconds').notNull(),
  updatedAt: updatedAt(),
});
