/**
 * API keys (programmatic access as the account owner, limited to their scopes) and webhook
 * endpoints (the account's new visitor requests and call records, POSTed and signed).
 */
import type { ApiKeyScope } from '../api-key-scopes.js';
import type { Flag, Timestamp } from './common.js';

/** An API key as listed: never its secret, which only its creation answers. */
export interface ApiKey {
  id: number;
  name: string;
  /** The key's public start (`sbk_` and its id), to tell keys apart. */
  prefix: string;
  scopes: ApiKeyScope[];
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  /** A revoked key answers 401 at once; it stays listed. */
  revoked_at: Timestamp | null;
}

/** The answer of creating a key: the only time `api_key` is shown. */
export interface CreatedApiKey extends ApiKey {
  api_key: string;
}

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = ['visitor_request.created', 'call_record.created'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What "send test event" posts, whatever the endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** The header carrying a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Switchboard-Signature';

export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The answer of creating an endpoint: the only time its signing `secret` is shown. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

/** The JSON body of every delivery. */
export interface WebhookEventBody<T = unknown> {
  /** Unique per event: a receiver that sees it twice (a retry after a lost answer) skips it. */
  id: string;
  type: WebhookEventType;
  created_at: Timestamp;
  data: T;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One POST of a delivery. */
export interface WebhookAttempt {
  attempted_at: Timestamp;
  /** The receiver's HTTP status; null when it did not answer (refused, timed out). */
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  /** When the next attempt is due; null after the last one or a success. */
  next_attempt_at: Timestamp | null;
}

export interface WebhookDelivery {
  id: number;
  event_id: string;
  event: WebhookEventType;
  status: WebhookDeliveryStatus;
  created_at: Timestamp;
  next_attempt_at: Timestamp | null;
  /** Oldest first. */
  attempts: WebhookAttempt[];
}
