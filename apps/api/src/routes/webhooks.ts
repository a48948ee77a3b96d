/**
 * The owner's webhook endpoints (the signing secret answered once, at creation), their test event
 * and their delivery log. The URL is checked against the SSRF rule when saved (webhook-url.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  apiMessages,
  type CreatedWebhookEndpoint,
  endpoints as ep,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointBody,
} from '@switchboard/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { deliverNow } from '../integrations/deliveries.js';
import { queueEvents } from '../integrations/webhook-events.js';
import { webhookUrlError } from '../integrations/webhook-url.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid, notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';

/** The delivery log shows this many, newest first. */
const LOG_SIZE = 50;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const toWebhookEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  is_active: row.isActive ? 1 : 0,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export default function webhookRoutes(deps: Deps) {
  /** The body's fields as stored, once the URL passes the SSRF rule (else 422 on `url`). */
  async function fieldsOf(body: WebhookEndpointBody) {
    const url = body.url.trim();
    const refused = await webhookUrlError(url, deps.config.webhooksAllowPrivate);
    if (refused) throw invalid('url', refused);
    return {
      url,
      description: body.description?.trim() ?? '',
      events: body.events,
      isActive: body.is_active === undefined ? true : body.is_active === 1,
    };
  }

  /** The caller's endpoint named by the path, or 404 (another account's ids included). */
  async function ownEndpoint(c: Context<AppEnv>): Promise<EndpointRow> {
    const [row] = await deps.db
      .select()
      .from(webhookEndpoints)
      .where(
        and(eq(webhookEndpoints.id, idParam(c)), eq(webhookEndpoints.accountId, c.get('session').accountId)),
      );
    if (!row) throw notFound();
    return row;
  }

  async function deliveries(endpointId: number, ids?: number[]): Promise<WebhookDelivery[]> {
    const rows = await deps.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          ids ? inArray(webhookDeliveries.id, ids) : undefined,
        ),
      )
      .orderBy(desc(webhookDeliveries.id))
      .limit(LOG_SIZE);
    const attempts = rows.length
      ? await deps.db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(webhookAttempts.id))
      : [];
    return rows.map((row) => ({
      id: row.id,
      event_id: row.eventId,
      event: row.event,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      next_attempt_at: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
      attempts: attempts
        .filter((attempt) => attempt.deliveryId === row.id)
        .map((attempt) => ({
          attempted_at: attempt.attemptedAt.toISOString(),
          status_code: attempt.statusCode,
          duration_ms: attempt.durationMs,
          error: attempt.error,
          next_attempt_at: attempt.nextAttemptAt?.toISOString() ?? null,
        })),
    }));
  }

  return contractRoutes(deps)
    .on(ep.listWebhooks, async (c) => {
      const rows = await deps.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.accountId, c.get('session').accountId))
        .orderBy(asc(webhookEndpoints.id));
      return c.json(rows.map(toWebhookEndpoint));
    })
    .on(ep.createWebhook, async (c, body) => {
      const now = deps.clock.now();
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const [row] = await deps.db
        .insert(webhookEndpoints)
        .values({
          accountId: c.get('session').accountId,
          ...(await fieldsOf(body)),
          secret,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('webhook endpoint not stored');
      const created: CreatedWebhookEndpoint = { ...toWebhookEndpoint(row), secret };
      return c.json(created, 201);
    })
    .on(ep.getWebhook, async (c) => c.json(toWebhookEndpoint(await ownEndpoint(c))))
    .on(ep.updateWebhook, async (c, body) => {
      const own = await ownEndpoint(c);
      const [row] = await deps.db
        .update(webhookEndpoints)
        .set({ ...(await fieldsOf(body)), updatedAt: deps.clock.now() })
        .where(eq(webhookEndpoints.id, own.id))
        .returning();
      return c.json(toWebhookEndpoint(row ?? own));
    })
    .on(ep.deleteWebhook, async (c) => {
      const own = await ownEndpoint(c);
      await deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, own.id));
      return c.json({ message: apiMessages.deleted });
    })
    .on(ep.testWebhook, async (c) => {
      const own = await ownEndpoint(c);
      const now = deps.clock.now();
      const ids = await deps.db.transaction((tx) =>
        queueEvents(
          tx,
          own.accountId,
          [
            {
              type: WEBHOOK_TEST_EVENT,
              data: { message: 'A test event from Switchboard.', endpoint_id: own.id },
            },
          ],
          now,
          own.id,
        ),
      );
      await deliverNow(deps, ids);
      const [delivery] = await deliveries(own.id, ids);
      return c.json(delivery);
    })
    .on(ep.webhookDeliveries, async (c) => c.json(await deliveries((await ownEndpoint(c)).id))).app;
}
