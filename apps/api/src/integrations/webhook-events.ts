/**
 * Queues an event for the account's active endpoints that subscribe to it: one delivery row per
 * endpoint, with the exact JSON body that every attempt posts and signs. Callers pass the
 * transaction that stores the change itself, so an acknowledged change always has its deliveries
 * (and a rolled-back one none).
 */
import { randomBytes } from 'node:crypto';
import type { WebhookEventBody, WebhookEventType } from '@switchboard/contract';
import { and, eq } from 'drizzle-orm';
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
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const body: WebhookEventBody = {
      id: eventId,
      type: event.type,
      created_at: now.toISOString(),
      data: event.data,
    };
    const json = JSON.stringify(body);
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
