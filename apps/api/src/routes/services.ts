/**
 * Services and their subscriptions (spec §2 profile-services and profile-subscriptions, §7
 * `/{card_provider}/subscribe/{id}`). A service's plan and card make a subscription row, unpaid
 * until the provider confirms its first payment through the checkout; unsubscribing stops the
 * provider's billing at once. Every query carries the caller's account id.
 */
import { apiMessages, endpoints as ep, type ProfileService, SERVICE_TYPES } from '@switchboard/contract';
import { consolePages } from '@switchboard/contract/paths';
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { paymentMethods, subscriptions, widgets } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid, notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { cardToCharge, startCheckout } from '../money/checkout.js';
import { canceled, subscriptionMessage } from '../money/events.js';
import { toSubscription } from '../money/serialize.js';
import { priceList, servicePlanOf } from '../tariffs/price-list.js';

const accountOf = (c: Context<AppEnv>) => c.get('session').accountId;

export default function serviceRoutes(deps: Deps) {
  const { db } = deps;

  const rowsOf = (accountId: number) =>
    db
      .select({ row: subscriptions, widget: widgets.name })
      .from(subscriptions)
      .leftJoin(widgets, eq(widgets.id, subscriptions.widgetId))
      .where(eq(subscriptions.accountId, accountId))
      .orderBy(desc(subscriptions.id));

  const plans = async () => (await priceList(db)).servicePlans;

  const list = async (accountId: number) => {
    const [rows, offered] = await Promise.all([rowsOf(accountId), plans()]);
    return rows.map(({ row, widget }) => toSubscription(row, widget, offered));
  };

  const services = async (accountId: number): Promise<ProfileService[]> => {
    const [rows, offered] = await Promise.all([rowsOf(accountId), plans()]);
    return SERVICE_TYPES.map((service_type) => {
      // The newest subscription of the type stands for the service.
      const row = rows.find(({ row }) => row.serviceType === service_type)?.row;
      return {
        service_type,
        service_status: row?.status ?? 'inactive',
        service_status_date:
          (row?.status === 'active' ? row.currentPeriodEnd : row?.statusAt)?.toISOString() ?? null,
        payment_plan: offered,
        subscription_id: row?.id ?? null,
        plan_id: (row?.planId as ProfileService['plan_id']) ?? null,
        payment_method_id: row?.paymentMethodId ?? null,
      };
    });
  };

  const subscriptionOf = async (accountId: number, subscriptionId: number) => {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.accountId, accountId)));
    if (!row) throw notFound();
    return row;
  };

  /** `{card_provider}` names the provider in use; another one is not served here. */
  const ourProvider = (c: Context<AppEnv>) => {
    if (c.req.param('cardProvider') !== deps.payments.name) throw notFound();
  };

  return contractRoutes(deps)
    .on(ep.services, async (c) => c.json(await services(accountOf(c))))

    .on(ep.changeService, async (c, input) => {
      const accountId = accountOf(c);
      const plan = await servicePlanOf(db, input.set_payment_plan);
      if (!plan) throw invalid('set_payment_plan', apiMessages.notFound);
      const [card] = await db
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, input.set_payment_method), eq(paymentMethods.accountId, accountId)));
      if (!card) throw invalid('set_payment_method', apiMessages.noPaymentMethod);
      if (input.widget_id !== undefined) {
        const [widget] = await db
          .select({ id: widgets.id })
          .from(widgets)
          .where(and(eq(widgets.id, input.widget_id), eq(widgets.accountId, accountId)));
        if (!widget) throw invalid('widget_id', apiMessages.noPhoneFound);
      }
      const [current] = (await rowsOf(accountId)).filter(
        ({ row }) => row.serviceType === input.service_type && row.status !== 'canceled',
      );
      const now = deps.clock.now();
      const terms = {
        planId: plan.id,
        priceMinor: plan.price_minor,
        periodMonths: plan.period_months,
        paymentMethodId: card.id,
        ...(input.widget_id !== undefined ? { widgetId: input.widget_id } : {}),
        updatedAt: now,
      };
      if (current?.row.providerSubscriptionId) {
        // The provider bills the plan and card it was given; changing them means subscribing anew.
        throw invalid('set_payment_plan', apiMessages.subscriptionBilled);
      }
      if (current) await db.update(subscriptions).set(terms).where(eq(subscriptions.id, current.row.id));
      else {
        await db.insert(subscriptions).values({
          ...terms,
          accountId,
          serviceType: input.service_type,
          provider: deps.payments.name,
          status: 'incomplete',
          statusAt: now,
          createdAt: now,
        });
      }
      return c.json(await services(accountId));
    })

    .on(ep.subscriptions, async (c) => c.json(await list(accountOf(c))))

    .on(ep.subscription, async (c) => {
      const accountId = accountOf(c);
      const row = await subscriptionOf(accountId, idParam(c));
      const [widget] = row.widgetId
        ? await db.select({ name: widgets.name }).from(widgets).where(eq(widgets.id, row.widgetId))
        : [];
      return c.json(toSubscription(row, widget?.name ?? null, await plans()));
    })

    .on(ep.deleteSubscription, async (c) => {
      const accountId = accountOf(c);
      const row = await subscriptionOf(accountId, idParam(c));
      if (row.providerSubscriptionId) throw invalid('id', apiMessages.subscriptionBilled);
      await db.delete(subscriptions).where(eq(subscriptions.id, row.id));
      return c.json(await list(accountId));
    })

    .on(ep.subscribe, async (c) => {
      ourProvider(c);
      const accountId = accountOf(c);
      const row = await subscriptionOf(accountId, idParam(c));
      if (row.providerSubscriptionId) throw invalid('id', apiMessages.alreadySubscribed);
      const card = await cardToCharge(deps, accountId, row.paymentMethodId);
      const url = await startCheckout(deps, {
        accountId,
        kind: 'subscription',
        amountMinor: row.priceMinor,
        description: subscriptionMessage(row, await plans()),
        cardToken: card.token,
        subscription: { id: row.id, periodMonths: row.periodMonths },
      });
      return c.json({ url });
    })

    .on(ep.unsubscribe, async (c) => {
      ourProvider(c);
      const accountId = accountOf(c);
      const row = await subscriptionOf(accountId, idParam(c));
      if (!row.providerSubscriptionId) throw invalid('id', apiMessages.notSubscribed);
      await deps.payments.cancelSubscription(row.providerSubscriptionId);
      // The provider's event says the same; this makes it so even before that event arrives.
      await db.update(subscriptions).set(canceled(deps.clock.now())).where(eq(subscriptions.id, row.id));
      return c.json({
        url: `${deps.config.publicUrl}${consolePages.unsubscribeSuccess}?subscription=${row.id}`,
      });
    }).app;
}
