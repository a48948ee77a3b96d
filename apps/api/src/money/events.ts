/**
 * What the card provider's events do to our records, each in one transaction that first stores
 * the event's id: a repeated event finds its id taken and changes nothing. A succeeded charge is
 * recorded as a transaction with its invoice, credits the ledger for a recharge (the balance rises
 * only now, when the provider confirms), or pays the subscription's period (a card payment in and
 * the subscription's charge out); a failed one is recorded as declined and, for a renewal, makes
 * the subscription past due.
 */
import type { ServiceType } from '@switchboard/contract';
import { and, eq, ne } from 'drizzle-orm';
import { charges, checkouts, paymentEvents, servicePlans, subscriptions } from '../db/schema.js';
import type { Deps } from '../deps.js';
import type { ProviderEvent } from '../payments/provider.js';
import { issueInvoice } from './invoices.js';
import { post, type Tx } from './ledger.js';

export const SERVICE_NAMES: Record<ServiceType, string> = {
  'virtual-number': 'Virtual Number',
  'contract-center': 'Contact Center',
  'website-dialer': 'Website Dialer',
  'pbx-ivr': 'PBX-IVR',
  'call-tracker': 'Call Tracker',
};

export const RECHARGE_MESSAGE = 'Account recharge';

/** 'Website Dialer, 1 year': the service and its plan's name (`plans`: the service plans). */
export const subscriptionMessage = (
  row: { serviceType: string; planId: string },
  plans: readonly { id: string; name: string }[],
) =>
  `${SERVICE_NAMES[row.serviceType as ServiceType] ?? row.serviceType}, ${
    plans.find((plan) => plan.id === row.planId)?.name ?? row.planId
  }`;

export type EventOutcome = 'processed' | 'duplicate' | 'unknown' | 'refused';

export async function processEvent(deps: Deps, event: ProviderEvent): Promise<EventOutcome> {
  return deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: deps.payments.name, type: event.type, receivedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (fresh.length === 0) return 'duplicate';
    if (event.type === 'customer.subscription.deleted') {
      await tx
        .update(subscriptions)
        .set(canceled(deps.clock.now()))
        .where(
          and(
            eq(subscriptions.providerSubscriptionId, event.data.subscription.id),
            ne(subscriptions.status, 'canceled'),
          ),
        );
      return 'processed';
    }
    return recordCharge(deps, tx, event);
  });
}

/** A subscription no longer billed: the row then offers subscribe again (spec §2). */
export const canceled = (now: Date) => ({
  status: 'canceled' as const,
  statusAt: now,
  canceledAt: now,
  providerSubscriptionId: null,
  updatedAt: now,
});

async function recordCharge(
  deps: Deps,
  tx: Tx,
  event: Extract<ProviderEvent, { type: 'charge.succeeded' | 'charge.failed' }>,
): Promise<EventOutcome> {
  const now = deps.clock.now();
  const { charge, checkout_session: sessionId, subscription: providerSubscription } = event.data;
  const [checkout] = sessionId
    ? await tx.select().from(checkouts).where(eq(checkouts.providerSessionId, sessionId))
    : [];
  const subscriptionId =
    checkout?.subscriptionId ??
    (providerSubscription && !sessionId
      ? (
          await tx
            .select({ id: subscriptions.id })
            .from(subscriptions)
            .where(eq(subscriptions.providerSubscriptionId, providerSubscription.id))
        )[0]?.id
      : undefined);
  const [subscription] = subscriptionId
    ? await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))
    : [];
  const accountId = checkout?.accountId ?? subscription?.accountId;
  if (accountId === undefined) return 'unknown';
  const kind = checkout?.kind ?? 'subscription';
  const succeeded = charge.status === 'succeeded';
  const refusal = checkout && disagreement(checkout, charge.amount, succeeded);
  if (refusal) {
    // Whoever holds the provider's secret must not be able to credit a checkout twice, or by more
    // than it asked for: the event is kept (a retry is a duplicate) and acted on never.
    deps.log.error(`payment event ${event.id} refused: ${refusal} (checkout ${checkout.id})`);
    return 'refused';
  }
  const what =
    kind === 'recharge' || !subscription
      ? RECHARGE_MESSAGE
      : // Read in the transaction: on PGlite a read beside it would wait for it.
        subscriptionMessage(
          subscription,
          await tx.select({ id: servicePlans.id, name: servicePlans.name }).from(servicePlans),
        );
  const description = checkout ? what : `${what}, renewal`;
  const [row] = await tx
    .insert(charges)
    .values({
      accountId,
      provider: deps.payments.name,
      providerChargeId: charge.id,
      kind,
      status: succeeded ? 'succeeded' : 'declined',
      amountMinor: charge.amount,
      cardType: charge.card_type,
      lastFour: charge.last_four,
      checkoutId: checkout?.id ?? null,
      subscriptionId: subscription?.id ?? null,
      receiptUrl: charge.receipt_url,
      message: succeeded ? description : (charge.failure_message ?? 'Declined'),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: charges.id });
  if (!row) return 'duplicate';

  if (checkout && checkout.status !== 'succeeded') {
    await tx
      .update(checkouts)
      .set({ status: succeeded ? 'succeeded' : 'declined', completedAt: now })
      .where(eq(checkouts.id, checkout.id));
  }
  if (!succeeded) {
    if (subscription && !checkout && subscription.status === 'active') {
      await tx
        .update(subscriptions)
        .set({ status: 'past_due', statusAt: now, updatedAt: now })
        .where(eq(subscriptions.id, subscription.id));
    }
    return 'processed';
  }

  const reference = `charge:${charge.id}`;
  if (kind === 'recharge') {
    await post(tx, {
      accountId,
      amountMinor: charge.amount,
      kind: 'recharge',
      reference,
      chargeId: row.id,
      description,
      at: now,
    });
  } else {
    // Paid by card, spent on the subscription: both movements are kept, the balance is unchanged.
    await post(tx, {
      accountId,
      amountMinor: charge.amount,
      kind: 'card_payment',
      reference,
      chargeId: row.id,
      description,
      at: now,
    });
    await post(tx, {
      accountId,
      amountMinor: -charge.amount,
      kind: 'subscription',
      reference: `subscription:${charge.id}`,
      chargeId: row.id,
      description,
      at: now,
    });
    if (subscription && providerSubscription) {
      await tx
        .update(subscriptions)
        .set({
          status: 'active',
          statusAt: now,
          providerSubscriptionId: providerSubscription.id,
          currentPeriodEnd: new Date(providerSubscription.current_period_end * 1000),
          canceledAt: null,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, subscription.id));
    }
  }
  await issueInvoice(tx, { accountId, chargeId: row.id, amountMinor: charge.amount, description, at: now });
  return 'processed';
}

/** Why a charge event cannot be true of our checkout record: paid already, or another amount. */
function disagreement(
  checkout: { status: string; amountMinor: number },
  amountMinor: number,
  succeeded: boolean,
): string | null {
  if (succeeded && checkout.status === 'succeeded') return 'the checkout is paid already';
  if (amountMinor !== checkout.amountMinor) {
    return `the charge is ${amountMinor} where the checkout asked for ${checkout.amountMinor}`;
  }
  return null;
}
