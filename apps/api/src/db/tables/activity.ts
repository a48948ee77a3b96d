/**
 * The activity of accounts: every change made through a logged-in endpoint, who made it (and as
 * whom, when an administrator acts for someone), what it changed with the values before and after,
 * when, and from which address. Rows are only ever added.
 */
import type { SubjectKind } from '@switchboard/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

export const activity = pgTable(
  'activity',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Whose session made the change: the account owner or a user within the account. */
    subjectKind: text('subject_kind').$type<SubjectKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    /** Their name at the time (the row outlives a deleted user). */
    subjectName: text('subject_name').notNull(),
    /** The administrator acting as the subject, if any. */
    actorId: integer('actor_id'),
    /** The contract entry's name: `updatePbxUser`, `saveWidgetContacts`, … */
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_account_created_idx').on(t.accountId, t.createdAt)],
);
