/**
 * API keys (only the SHA-256 of each key is kept; looked up by its public key id) and webhooks:
 * the endpoints, and the outbox of their deliveries with one row per attempt. A delivery is
 * written in the same transaction as the change it announces, so an acknowledged change is never
 * left unannounced; the worker (integrations/deliveries.ts) posts what is due.
 */
import type {
  ApiKeyScope,
  WebhookDeliveryStatus,
  WebhookEvent,
  WebhookEventType,
} from '@switchboard/contract';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountId } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    name: text('name').notNull(),
    /** The public part of the key (`sbk_<key id>_<secret>`): the lookup, never enough alone. */
    keyId: text('key_id').notNull().unique(),
    /** sha256 hex of the whole key. */
    keyHash: text('key_hash').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('api_keys_account_idx').on(t.accountId)],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    /** Signs the deliveries: kept as it is (the signature needs it), answered only at creation. */
    secret: text('secret').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_account_idx').on(t.accountId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    event: text('event').$type<WebhookEventType>().notNull(),
    /** The exact JSON posted (and signed) on every attempt. */
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due (pending); a worker that claims it pushes this out by a lease. */
    nextAttemptAt: at('next_attempt_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: at('attempted_at').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    nextAttemptAt: at('next_attempt_at'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
