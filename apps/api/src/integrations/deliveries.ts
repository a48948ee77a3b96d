/**
 * Posts queued webhook deliveries (the outbox written by webhook-events.ts). A worker claims what
 * is due with FOR UPDATE SKIP LOCKED, pushing each claimed row's due time out by a lease, so
 * several API instances never post the same delivery at once and a delivery whose instance died
 * mid-post is taken up again when the lease ends. Each attempt is one POST of the stored body,
 * signed now (`Switchboard-Signature: t=…,v1=…`, lib/signature.ts), and one row of the log. A 2xx
 * answer delivers it; anything else is retried after 1 min, 5 min, 30 min, 2 h and 12 h, then
 * the delivery is failed (a test event is tried once). Time comes from the injected clock, so tests move it.
 */
import { performance } from 'node:perf_hooks';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TEST_EVENT } from '@switchboard/contract';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import type { Deps } from '../deps.js';
import type { Logger } from '../lib/logger.js';
import { periodic } from '../lib/periodic.js';
import { signPayload } from '../lib/signature.js';
import { webhookUrlError } from './webhook-url.js';

/** The waits after the 1st, 2nd, … failed attempt; after the last one the delivery is failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 12 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A receiver has this long to answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** How far a claim pushes a delivery's due time: longer than any attempt takes. */
const LEASE_MS = 5 * 60_000;
/** Error texts are kept this short in the log. */
const MAX_ERROR = 200;

type DeliveryDeps = Pick<Deps, 'db' | 'clock' | 'config'>;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Claims up to `limit` due deliveries (all of them with `ids`, if pending) for this worker. */
async function claim(deps: DeliveryDeps, limit: number, ids?: number[]): Promise<DeliveryRow[]> {
  const now = deps.clock.now();
  const due = deps.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        ids ? inArray(webhookDeliveries.id, ids) : lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return deps.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/** What one POST came to. */
interface Outcome {
  statusCode: number | null;
  error: string | null;
}

async function post(
  deps: DeliveryDeps,
  url: string,
  secret: string,
  delivery: DeliveryRow,
): Promise<Outcome> {
  const refused = deps.config.webhooksAllowPrivate ? null : await webhookUrlError(url, false);
  if (refused) return { statusCode: null, error: refused };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Switchboard-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signPayload(secret, delivery.body, deps.clock.now()),
        'Switchboard-Event': delivery.event,
        'Switchboard-Delivery': String(delivery.id),
      },
      body: delivery.body,
      // A redirect is an answer, not a new address to post to.
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { statusCode: response.status, error: response.ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const text = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    return { statusCode: null, error: text.slice(0, MAX_ERROR) };
  }
}

/** One attempt of a claimed delivery: the POST, its log row, and the delivery's next state. */
async function attempt(deps: DeliveryDeps, delivery: DeliveryRow): Promise<void> {
  const [target] = await deps.db
    .select({
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      isActive: webhookEndpoints.isActive,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, delivery.endpointId));
  const attemptedAt = deps.clock.now();
  const started = performance.now();
  const outcome: Outcome =
    target?.isActive || (target && delivery.event === WEBHOOK_TEST_EVENT)
      ? await post(deps, target.url, target.secret, delivery)
      : { statusCode: null, error: 'The endpoint is turned off' };
  const durationMs = Math.round(performance.now() - started);
  const attempts = delivery.attempts + 1;
  const delivered = outcome.error === null;
  // A test event is one attempt: its answer is what the owner asked to see.
  const retry =
    !delivered && target?.isActive && delivery.event !== WEBHOOK_TEST_EVENT && attempts < MAX_ATTEMPTS;
  const next = retry ? new Date(attemptedAt.getTime() + (RETRY_DELAYS_MS[attempts - 1] ?? 0)) : null;
  await deps.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attemptedAt,
      statusCode: outcome.statusCode,
      durationMs,
      error: outcome.error,
      nextAttemptAt: next,
    });
    await tx
      .update(webhookDeliveries)
      .set({ attempts, status: delivered ? 'delivered' : retry ? 'pending' : 'failed', nextAttemptAt: next })
      .where(eq(webhookDeliveries.id, delivery.id));
  });
}

/** Attempts every due delivery (in claims of `batch`); answers how many were attempted. */
export async function deliverDue(deps: DeliveryDeps, batch = 20): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await claim(deps, batch);
    if (claimed.length === 0) return total;
    await Promise.all(claimed.map((delivery) => attempt(deps, delivery)));
    total += claimed.length;
  }
}

/** Attempts the given deliveries now, due or not (the "send test event" action). */
export async function deliverNow(deps: DeliveryDeps, ids: number[]): Promise<void> {
  const claimed = await claim(deps, ids.length, ids);
  await Promise.all(claimed.map((delivery) => attempt(deps, delivery)));
}

/** Every DELIVERY_EVERY_MS, the due deliveries; one run at a time. */
export const DELIVERY_EVERY_MS = 2_000;

export const scheduleDeliveries = (deps: DeliveryDeps, log: Logger, everyMs = DELIVERY_EVERY_MS) =>
  periodic('webhook deliveries', () => deliverDue(deps), log, everyMs);
