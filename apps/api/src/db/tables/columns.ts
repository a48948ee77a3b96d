/**
 * Columns every tenant table repeats: its account (deleted with the account) and its timestamps
 * (written from the injected clock by the routes; the defaults serve direct inserts).
 */
import { integer, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../schema.js';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const accountId = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
