/** Rows of the money tables → the contract's entities. */
import {
  buildPath,
  endpoints as ep,
  type PaymentMethod,
  type ServicePlan,
  type ServiceType,
  type Subscription,
  type Transaction,
  toEuro,
} from '@switchboard/contract';
import type { charges, invoices, paymentMethods, subscriptions } from '../db/schema.js';
import { invoiceNumberText } from './invoices.js';

export const toPaymentMethod = (row: typeof paymentMethods.$inferSelect): PaymentMethod => ({
  id: row.id,
  card_type: row.cardType,
  last_four: row.lastFour,
  card_owner: row.cardOwner,
  card_month: row.cardMonth,
  card_year: row.cardYear,
  default: row.isDefault,
  created_at: row.createdAt.toISOString(),
});

export const toTransaction = (
  row: typeof charges.$inferSelect,
  invoice: Pick<typeof invoices.$inferSelect, 'accountId' | 'number'> | null,
): Transaction => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  kind: row.kind,
  status: row.status,
  card_type: row.cardType,
  last_four: row.lastFour,
  amount: toEuro(row.amountMinor),
  amount_minor: row.amountMinor,
  currency: 'EUR',
  receipt_url: row.receiptUrl,
  invoice_link: invoice ? buildPath(ep.invoice.path, { id: row.id }) : null,
  invoice_number: invoice ? invoiceNumberText(invoice.accountId, invoice.number) : null,
  message: row.message,
});

/** `plans`: the service plans (the price list's), for the plan's name. */
export const toSubscription = (
  row: typeof subscriptions.$inferSelect,
  widgetName: string | null,
  plans: readonly ServicePlan[],
): Subscription => {
  const plan = plans.find((p) => p.id === row.planId);
  return {
    id: row.id,
    widget_name: widgetName,
    subscription: row.serviceType as ServiceType,
    name: plan?.name ?? row.planId,
    plan_id: row.planId as Subscription['plan_id'],
    price: toEuro(row.priceMinor),
    price_minor: row.priceMinor,
    currency: 'EUR',
    billing_period: plan?.name ?? `${row.periodMonths} months`,
    expire_at: row.currentPeriodEnd?.toISOString() ?? null,
    status: row.status,
    card_provider: row.provider,
    provider_subscription_id: row.providerSubscriptionId,
    payment_method_id: row.paymentMethodId,
    canceled_at: row.canceledAt?.toISOString() ?? null,
  };
};
