/**
 * The sandbox card provider's own store: card tokens (brand, last four, test behaviour: never the
 * number or CVC), checkout sessions, charges and subscriptions, as one table of provider objects,
 * the way another party's database would hold them. Our tables never join it.
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    /** `tok_…`, `cs_…`, `ch_…`, `sub_…`, `evt_…`: random, unguessable. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<'token' | 'checkout' | 'charge' | 'subscription' | 'event'>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_objects_kind_idx').on(t.kind)],
);
