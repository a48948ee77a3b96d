/**
 * Timestamps every table repeats (written from the injected clock by the routes; the defaults serve
 * direct inserts). A table's account column is `accountId()` of ./accounts.ts.
 */
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
