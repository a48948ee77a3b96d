/** Starting a checkout at the provider for a recharge or a subscription's first payment. */
import { apiMessages, type TransactionKind } from '@switchboard/contract';
import { consolePages } from '@switchboard/contract/paths';
import { and, desc, eq } from 'drizzle-orm';
import { checkouts, paymentMethods } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { invalid, notFound } from '../lib/http-error.js';
import { randomToken } from '../lib/random.js';

/** The card to charge: the one asked for (the caller's), else the primary one; 422 without any. */
export async function cardToCharge(deps: Deps, accountId: number, paymentMethodId?: number | null) {
  const [card] = await deps.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.accountId, accountId),
        paymentMethodId ? eq(paymentMethods.id, paymentMethodId) : eq(paymentMethods.isDefault, true),
      ),
    )
    .orderBy(desc(paymentMethods.isDefault))
    .limit(1);
  if (!card) {
    if (paymentMethodId) throw notFound();
    throw invalid('payment_method_id', apiMessages.noPaymentMethod);
  }
  return card;
}

export interface StartCheckout {
  accountId: number;
  kind: TransactionKind;
  amountMinor: number;
  description: string;
  cardToken: string;
  subscription?: { id: number; periodMonths: number };
}

/** Records the checkout, asks the provider for its hosted page, answers that page's address. */
export async function startCheckout(deps: Deps, input: StartCheckout): Promise<string> {
  const [row] = await deps.db
    .insert(checkouts)
    .values({
      accountId: input.accountId,
      provider: deps.payments.name,
      // Replaced by the provider's session id below; the return address needs our id first.
      providerSessionId: `pending:${randomToken()}`,
      kind: input.kind,
      amountMinor: input.amountMinor,
      subscriptionId: input.subscription?.id ?? null,
      createdAt: deps.clock.now(),
    })
    .returning({ id: checkouts.id });
  if (!row) throw new Error('checkout not stored');
  const origin = deps.config.publicUrl;
  const thankYou =
    input.kind === 'recharge' ? consolePages.paymentThankYou : consolePages.subscriptionThankYou;
  const back = input.kind === 'recharge' ? consolePages.rechargeAccount : consolePages.profileSubscriptions;
  const session = await deps.payments
    .createCheckout({
      mode: input.subscription ? 'subscription' : 'payment',
      amountMinor: input.amountMinor,
      currency: 'EUR',
      description: input.description,
      cardToken: input.cardToken,
      ...(input.subscription ? { intervalMonths: input.subscription.periodMonths } : {}),
      metadata: { account_id: String(input.accountId), checkout_id: String(row.id) },
      successUrl: `${origin}${thankYou}?checkout=${row.id}`,
      cancelUrl: `${origin}${back}`,
    })
    .catch(async (error: unknown) => {
      // No session at the provider: no checkout to show on our side either.
      await deps.db.delete(checkouts).where(eq(checkouts.id, row.id));
      throw error;
    });
  await deps.db.update(checkouts).set({ providerSessionId: session.id }).where(eq(checkouts.id, row.id));
  return session.url;
}
