/**
 * Payments (spec §7 Profile and Payments): saved cards, transactions with their invoices, the
 * balance, recharge checkouts, the thank-you pages' reads, the browser's payments config and the
 * provider's webhook. Every query carries the caller's account id; members read the balance only.
 */
import {
  type AttachmentLink,
  apiMessages,
  type Balance,
  buildPath,
  type Checkout,
  endpoints as ep,
  RECHARGE_AMOUNTS,
  toEuro,
} from '@switchboard/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { charges, checkouts, invoices, paymentMethods, subscriptions, widgets } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { httpError, invalid, notFound } from '../lib/http-error.js';
import { checkOwned } from '../lib/owned.js';
import { idParam as id } from '../lib/params.js';
import { cardToCharge, startCheckout } from '../money/checkout.js';
import { processEvent, RECHARGE_MESSAGE } from '../money/events.js';
import { INVOICE_LINK_SECONDS, invoiceToken, readInvoiceToken } from '../money/invoice-link.js';
import { invoiceNumberText, invoicePdf } from '../money/invoices.js';
import { lockAccount, moneyOf } from '../money/ledger.js';
import { toPaymentMethod, toSubscription, toTransaction } from '../money/serialize.js';
import { isProviderEvent } from '../payments/provider.js';
import { SIGNATURE_HEADER } from '../payments/signature.js';
import { priceList } from '../tariffs/price-list.js';

const accountOf = (c: Context<AppEnv>) => c.get('session').accountId;

export async function balance(deps: Deps, accountId: number): Promise<Balance> {
  const { balanceMinor, creditLimitMinor } = await moneyOf(deps.db, accountId);
  return {
    balance: toEuro(balanceMinor),
    balance_minor: balanceMinor,
    credit_limit_minor: creditLimitMinor,
    currency: 'EUR',
  };
}

export default function paymentRoutes(deps: Deps) {
  const { db } = deps;

  const cards = async (accountId: number) =>
    (
      await db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.accountId, accountId))
        .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.id))
    ).map(toPaymentMethod);

  const cardOf = async (accountId: number, cardId: number) => {
    const [card] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, cardId), eq(paymentMethods.accountId, accountId)));
    if (!card) throw notFound();
    return card;
  };

  const transactionsOf = async (accountId: number, where = eq(charges.accountId, accountId)) =>
    (
      await db
        .select({ charge: charges, invoice: invoices })
        .from(charges)
        .leftJoin(invoices, eq(invoices.chargeId, charges.id))
        .where(and(eq(charges.accountId, accountId), where))
        .orderBy(desc(charges.createdAt), desc(charges.id))
    ).map((row) => toTransaction(row.charge, row.invoice));

  return (
    contractRoutes(deps)
      .on(ep.paymentMethods, async (c) => c.json(await cards(accountOf(c))))

      .on(ep.addPaymentMethod, async (c, input) => {
        const accountId = accountOf(c);
        // The provider says what the token stands for; the browser's copy must agree with it.
        const card = await deps.payments.retrieveCard(input.token);
        if (!card || card.card_type !== input.card_type || card.last_four !== input.last_four) {
          throw invalid('token', apiMessages.cardTokenInvalid);
        }
        const now = deps.clock.now();
        const insert = (isDefault: boolean) =>
          db
            .insert(paymentMethods)
            .values({
              accountId,
              provider: deps.payments.name,
              token: input.token,
              cardType: card.card_type,
              lastFour: card.last_four,
              cardOwner: input.card_owner.trim(),
              cardMonth: Number(input.card_month),
              cardYear: Number(input.card_year),
              isDefault,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
        const [primary] = await db
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.isDefault, true)));
        try {
          const [saved] = await insert(!primary).catch((error: unknown) => {
            // Two first cards at once: the other one became the primary.
            if (isUniqueViolation(error, 'payment_methods_account_default_key')) return insert(false);
            throw error;
          });
          if (!saved) throw new Error('card not stored');
          return c.json(toPaymentMethod(saved), 201);
        } catch (error) {
          if (isUniqueViolation(error, 'payment_methods_provider_token_key')) {
            throw invalid('token', apiMessages.cardTokenInvalid);
          }
          throw error;
        }
      })

      .on(ep.updatePaymentMethod, async (c, input) => {
        const accountId = accountOf(c);
        const card = await cardOf(accountId, id(c));
        const month = Number(input.card_month);
        const year = Number(input.card_year);
        await deps.payments.updateCardExpiry(card.token, month, year);
        const now = deps.clock.now();
        await db.transaction(async (tx) => {
          // One primary change per account at a time (else two could both unset the old one).
          await lockAccount(tx, accountId);
          if (input.default === true && !card.isDefault) {
            await tx
              .update(paymentMethods)
              .set({ isDefault: false, updatedAt: now })
              .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.isDefault, true)));
          }
          await tx
            .update(paymentMethods)
            .set({
              cardMonth: month,
              cardYear: year,
              ...(input.default === true ? { isDefault: true } : {}),
              updatedAt: now,
            })
            .where(eq(paymentMethods.id, card.id));
        });
        return c.json(await cards(accountId));
      })

      .on(ep.deletePaymentMethod, async (c) => {
        const accountId = accountOf(c);
        const card = await cardOf(accountId, id(c));
        if (card.isDefault) throw invalid('default', apiMessages.primaryCardLocked);
        await db.delete(paymentMethods).where(eq(paymentMethods.id, card.id));
        return c.json(await cards(accountId));
      })

      .on(ep.transactions, async (c) => c.json(await transactionsOf(accountOf(c))))

      .on(ep.invoice, async (c) => {
        const accountId = accountOf(c);
        const [invoice] = await db
          .select()
          .from(invoices)
          .where(and(eq(invoices.chargeId, id(c)), eq(invoices.accountId, accountId)));
        if (!invoice) throw notFound();
        const link: AttachmentLink = {
          url: buildPath(ep.invoiceDownload.path, {
            token: invoiceToken(deps.config.jwtSecret, invoice.id, deps.clock.now().getTime()),
          }),
          name: `${invoiceNumberText(invoice.accountId, invoice.number)}.pdf`,
          size: (await invoicePdf(invoice)).byteLength,
          type: 'application/pdf',
          expires_in: INVOICE_LINK_SECONDS,
        };
        return c.json(link);
      })

      // The link's target: its signed, expiring token stands in for a login.
      .on(ep.invoiceDownload, async (c) => {
        const invoiceId = readInvoiceToken(
          deps.config.jwtSecret,
          c.req.param('token') ?? '',
          deps.clock.now().getTime(),
        );
        if (invoiceId === null) throw notFound();
        const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
        if (!invoice) throw notFound();
        const pdf = await invoicePdf(invoice);
        return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': contentDisposition(
            'attachment',
            `${invoiceNumberText(invoice.accountId, invoice.number)}.pdf`,
          ),
          'Cache-Control': 'private, no-store',
        });
      })

      .on(ep.balance, async (c) => c.json(await balance(deps, accountOf(c))))

      .on(ep.recharge, async (c, input) => {
        const accountId = accountOf(c);
        await checkOwned(
          { deps, accountId },
          paymentMethods,
          input.payment_method_id,
          'payment_method_id',
          'Payment method',
        );
        const card = await cardToCharge(deps, accountId, input.payment_method_id);
        const url = await startCheckout(deps, {
          accountId,
          kind: 'recharge',
          amountMinor: input.amount,
          description: RECHARGE_MESSAGE,
          cardToken: card.token,
        });
        return c.json({ url });
      })

      .on(ep.checkout, async (c) => {
        const accountId = accountOf(c);
        const [row] = await db
          .select()
          .from(checkouts)
          .where(and(eq(checkouts.id, id(c)), eq(checkouts.accountId, accountId)));
        if (!row) throw notFound();
        // The charge that completed it, else its last decline.
        const [transaction] = await transactionsOf(accountId, eq(charges.checkoutId, row.id));
        const [subscription] = row.subscriptionId
          ? await db
              .select({ row: subscriptions, widget: widgets.name })
              .from(subscriptions)
              .leftJoin(widgets, eq(widgets.id, subscriptions.widgetId))
              .where(and(eq(subscriptions.id, row.subscriptionId), eq(subscriptions.accountId, accountId)))
          : [];
        const checkout: Checkout = {
          id: row.id,
          kind: row.kind,
          status: row.status,
          amount: toEuro(row.amountMinor),
          amount_minor: row.amountMinor,
          currency: 'EUR',
          created_at: row.createdAt.toISOString(),
          completed_at: row.completedAt?.toISOString() ?? null,
          transaction: transaction ?? null,
          subscription: subscription
            ? toSubscription(subscription.row, subscription.widget, (await priceList(db)).servicePlans)
            : null,
          balance: await balance(deps, accountId),
        };
        return c.json(checkout);
      })

      .on(ep.paymentsConfig, (c) =>
        c.json({
          card_provider: deps.payments.name,
          tokenize_url: deps.payments.tokenizeUrl,
          recharge_amounts: RECHARGE_AMOUNTS,
          currency: 'EUR' as const,
        }),
      )

      .on(ep.paymentsWebhook, async (c) => {
        if (c.req.param('cardProvider') !== deps.payments.name) throw notFound();
        const payload = await c.req.text();
        const event = deps.payments.parseWebhook(
          payload,
          c.req.header(SIGNATURE_HEADER) ?? null,
          deps.clock.now(),
        );
        if (!event) throw httpError(400, 'Invalid signature.');
        if (!isProviderEvent(event)) throw httpError(400, 'Unknown event.');
        await processEvent(deps, event);
        return c.json({ received: true as const });
      }).app
  );
}
