/**
 * The money area (spec §3 Payment method, Transaction, Profile service, Subscription): saved cards,
 * charges, services and their subscriptions, the balance. Amounts are integer minor units (EUR
 * cents) in `*_minor` fields; the euro figure next to them is for display only (spec §9: euro in
 * en-US style).
 */
import type { Timestamp } from './common.js';
import type { ServiceType } from './widget.js';

/** Spec §3: the card types that have icons. */
export const CARD_TYPES = [
  'paypal',
  'payoneer',
  'mastercard',
  'visa',
  'discover',
  'american_express',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The only currency of the ledger. */
export type Currency = 'EUR';

/** A saved card: the provider keeps the number; we keep its token, type and last four digits. */
export interface PaymentMethod {
  id: number;
  card_type: CardType;
  last_four: string;
  card_owner: string;
  card_month: number;
  card_year: number;
  /** The primary card: recharges and subscriptions use it unless told otherwise. */
  default: boolean;
  created_at: Timestamp;
}

export type TransactionKind = 'recharge' | 'subscription';
export type TransactionStatus = 'succeeded' | 'declined';

/** One card charge, as GET /admin/profile/transactions lists it (newest first). */
export interface Transaction {
  id: number;
  created_at: Timestamp;
  kind: TransactionKind;
  status: TransactionStatus;
  card_type: CardType | null;
  last_four: string | null;
  /** Euro, for display (€50.00); `amount_minor` is the exact figure. */
  amount: number;
  amount_minor: number;
  currency: Currency;
  /** The provider's receipt page (public, unguessable); null for a declined charge. */
  receipt_url: string | null;
  /**
   * Our PDF invoice: an API path (bearer token) answering a 5-minute download link
   * (endpoints.invoice); null for a declined charge.
   */
  invoice_link: string | null;
  /** Invoice number, e.g. 'INV-000012-0003'; null without an invoice. */
  invoice_number: string | null;
  /** What happened, in words: 'Account recharge', 'Website Dialer, 1 year', 'Your card was declined.'. */
  message: string;
}

/** GET /admin/profile/balance: the header's Amount (spec §2). Derived from the ledger. */
export interface Balance {
  /** Euro, for display. */
  balance: number;
  balance_minor: number;
  /** How far below zero calls may take the balance (0: not at all). */
  credit_limit_minor: number;
  currency: Currency;
}

/** A plan a service can be subscribed on (spec §9 sample plans: 1 year and 2 years). */
export interface ServicePlan {
  id: '1-year' | '2-year';
  /** '1 year', '2 year'. */
  name: string;
  price: number;
  price_minor: number;
  currency: Currency;
  period_months: number;
}

/**
 * Where a subscription stands: `incomplete` until its first payment, `active` while paid,
 * `past_due` after a declined renewal, `canceled` once unsubscribed.
 */
export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'canceled';

/** A service type with its subscription, if any (GET /admin/profile/services). */
export interface ProfileService {
  service_type: ServiceType;
  /** 'inactive' when the service has never been subscribed. */
  service_status: SubscriptionStatus | 'inactive';
  /** When the status last changed, or the paid period's end while active; null when inactive. */
  service_status_date: Timestamp | null;
  /** The plans on offer (the manage-subscription modal's list). */
  payment_plan: ServicePlan[];
  subscription_id: number | null;
  plan_id: ServicePlan['id'] | null;
  payment_method_id: number | null;
}

/** A row of the subscriptions table (spec §3). */
export interface Subscription {
  id: number;
  /** The widget the service runs on, if it is tied to one. */
  widget_name: string | null;
  /** The service type. */
  subscription: ServiceType;
  /** The plan's name ('1 year'). */
  name: string;
  plan_id: ServicePlan['id'];
  price: number;
  price_minor: number;
  currency: Currency;
  /** '1 year', '2 year'. */
  billing_period: string;
  /** End of the paid period; null before the first payment. */
  expire_at: Timestamp | null;
  status: SubscriptionStatus;
  /** The card provider (`{card_provider}` in the subscribe paths), e.g. 'sandbox'. */
  card_provider: string;
  /**
   * Spec §3's `{card_provider}_subscription_id`: set while the provider bills it (offer
   * unsubscribe), null otherwise (offer subscribe).
   */
  provider_subscription_id: string | null;
  payment_method_id: number | null;
  canceled_at: Timestamp | null;
}

/** Where to send the browser (spec §7: subscribe, unsubscribe, recharge checkout). */
export interface RedirectTo {
  url: string;
}

export type CheckoutStatus = 'open' | 'succeeded' | 'declined';

/** A checkout we started (recharge or subscription), as the thank-you pages read it. */
export interface Checkout {
  id: number;
  kind: TransactionKind;
  status: CheckoutStatus;
  amount: number;
  amount_minor: number;
  currency: Currency;
  created_at: Timestamp;
  completed_at: Timestamp | null;
  /** The charge that completed it (or its decline). */
  transaction: Transaction | null;
  /** For a subscription checkout. */
  subscription: Subscription | null;
  /** The balance now (the payments thank-you page shows it). */
  balance: Balance;
}

/** GET /admin/profile/payments-config: which provider the browser talks to, and where. */
export interface PaymentsConfig {
  /** The `{card_provider}` path segment and the provider's name, e.g. 'sandbox'. */
  card_provider: string;
  /** Where the browser posts card details to get a token (never to our API). */
  tokenize_url: string;
  /** The recharge tiles in minor units (spec §9). */
  recharge_amounts: readonly number[];
  currency: Currency;
}

/** What the provider's tokenisation endpoint answers (the browser sends these on to our API). */
export interface CardToken {
  token: string;
  card_type: CardType;
  last_four: string;
  card_owner: string;
  card_month: number;
  card_year: number;
}
