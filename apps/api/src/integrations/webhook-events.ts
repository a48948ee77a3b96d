/**
 * Queues an event for the account's active endpoints that subscribe to it: one delivery row per
 * endpoint, with the exact JSON body that every attempt posts and signs. Callers pass the
 * transaction that stores the change itself, so an acknowledged change always has its deliveries
 * (and a rolled-back one none); or, with `eventDeliveries`, put them in the very statement that
 * stores it.
 */
import { randomBytes } from 'node:crypto';
import type { WebhookEventBody, WebhookEventType } from '@switchboard/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import type { Tx } from '../money/ledger.js';

export interface QueuedEvent {
  type: WebhookEventType;
  data: unknown;
}

/** Queues `events` for the endpoints of the account that take them (all of them: `endpointId`). */
export async function queueEvents(
  tx: Tx,
  accountId: number,
  events: readonly QueuedEvent[],
  now: Date,
  endpointId?: number,
): Promise<number[]> {
  if (events.length === 0) return [];
  const targets = await tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.accountId, accountId),
        endpointId === undefined ? eq(webhookEndpoints.isActive, true) : eq(webhookEndpoints.id, endpointId),
      ),
    );
  const rows = events.flatMap((event) => {
    const { eventId, json } = eventBody(event, now);
    return targets
      .filter((target) => endpointId !== undefined || (target.events as string[]).includes(event.type))
      .map((target) => ({
        accountId,
        endpointId: target.id,
        eventId,
        event: event.type,
        body: json,
        nextAttemptAt: now,
        createdAt: now,
      }));
  });
  if (rows.length === 0) return [];
  const inserted = await tx.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
  return inserted.map((row) => row.id);
}

/**
 * The deliveries of one event about a row that the same statement inserts, as a data-modifying
 * statement for its WITH list: `source` names the CTE that inserted the row, whose `id` becomes
 * `data.id` (the database alone knows it yet). The same endpoints and, byte for byte, the same body
 * as queueEvents.
 */
export function eventDeliveries(
  accountId: number,
  type: WebhookEventType,
  data: object,
  now: Date,
  source: string,
): SQL {
  const { eventId, json } = eventBody({ type, data: { id: 0, ...data } }, now);
  // `data` is the body's last key and `id` its first: the first match is that id.
  const at = json.indexOf('"data":{"id":0') + '"data":{"id":'.length;
  const row = sql.identifier(source);
  const time = now.toISOString();
  // Names written out and plain values, as in the visitor request's statement (its reason there).
  return sql`insert into webhook_deliveries
      (account_id, endpoint_id, event_id, event, body, next_attempt_at, created_at)
    select ${accountId}::integer, endpoint.id, ${eventId}::text, ${type}::text,
      ${json.slice(0, at)}::text || ${row}.id::text || ${json.slice(at + 1)}::text,
      ${time}::timestamptz, ${time}::timestamptz
    from webhook_endpoints endpoint, ${row}
    where endpoint.account_id = ${accountId}::integer and endpoint.is_active
      and endpoint.events @> ${JSON.stringify([type])}::jsonb`;
}

function eventBody(event: QueuedEvent, now: Date): { eventId: string; json: string } {
  const eventId = `evt_${randomBytes(12).toString('hex')}`;
  const body: WebhookEventBody = {
    id: eventId,
    type: event.type,
    created_at: now.toISOString(),
    data: event.data,
  };
  return { eventId, json: JSON.stringify(body) };
}
