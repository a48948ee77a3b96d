/**
 * The card provider behind one interface, modelled on Stripe: cards become tokens in the browser
 * (PaymentMethods), payments happen on the provider's hosted page (Checkout Sessions, in payment
 * or subscription mode), the provider bills subscriptions on their period itself (Subscriptions)
 * and tells us what happened through signed webhooks (`t=…,v1=…`, HMAC-SHA256 over
 * `timestamp.payload`). Our records change only on those events, processed idempotently by event
 * id. `PAYMENTS_PROVIDER` picks the adapter (select.ts); the embedded default is the sandbox.
 */
import { CARD_TYPES, type CardType } from '@switchboard/contract';
import {
  enums,
  integer,
  is,
  literal,
  nullable,
  number,
  object,
  record,
  string,
  type,
  union,
} from 'superstruct';

/** What the provider tells about a card token (never its number or CVC). */
export interface ProviderCard {
  card_type: CardType;
  last_four: string;
  exp_month: number;
  exp_year: number;
}

export interface CheckoutRequest {
  /** `payment`: one charge (a recharge); `subscription`: the first period's charge, then renewals. */
  mode: 'payment' | 'subscription';
  amountMinor: number;
  currency: 'EUR';
  /** Shown on the hosted page and the receipt. */
  description: string;
  /** The saved card to charge (our payment method's token). */
  cardToken: string;
  /** Subscription mode: the billing period. */
  intervalMonths?: number;
  /** Echoed back in every event about this checkout (our checkout id, account id). */
  metadata: Record<string, string>;
  /** Where the hosted page sends the browser once paid. */
  successUrl: string;
  /** Where its Back link leads. */
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** The hosted page the browser goes to. */
  url: string;
}

/** A charge as events report it. */
export interface ProviderCharge {
  id: string;
  status: 'succeeded' | 'failed';
  amount: number;
  currency: 'EUR';
  card_type: CardType | null;
  last_four: string | null;
  /** The provider's receipt page; null for a failed charge. */
  receipt_url: string | null;
  failure_message: string | null;
}

/**
 * The events we act on (Stripe's `charge.succeeded`/`charge.failed` with the checkout session and
 * subscription they belong to, and `customer.subscription.deleted`).
 */
export type ProviderEvent =
  | {
      id: string;
      type: 'charge.succeeded' | 'charge.failed';
      created: number;
      data: {
        charge: ProviderCharge;
        /** Set for a checkout's charge, null for a renewal. */
        checkout_session: string | null;
        /** The subscription the charge pays for, with its paid period's end (unix seconds). */
        subscription: { id: string; current_period_end: number } | null;
        metadata: Record<string, string>;
      };
    }
  | {
      id: string;
      type: 'customer.subscription.deleted';
      created: number;
      data: { subscription: { id: string }; metadata: Record<string, string> };
    };

export interface PaymentsProvider {
  /** The `{card_provider}` of spec §7's paths, e.g. 'sandbox'. */
  readonly name: string;
  /** Where the browser posts card details for a token (endpoints.paymentsConfig). */
  readonly tokenizeUrl: string;
  /** The card a token stands for, or null when the provider never issued it. */
  retrieveCard(token: string): Promise<ProviderCard | null>;
  /** A card's new expiry (spec §5 card edit). */
  updateCardExpiry(token: string, month: number, year: number): Promise<void>;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Stops billing at once; the provider then sends `customer.subscription.deleted`. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** A webhook delivery's event, or null when its signature does not hold (answer 400). */
  parseWebhook(payload: string, signature: string | null, now: Date): ProviderEvent | null;
}

const metadata = record(string(), string());
const chargeEvent = type({
  id: string(),
  type: enums(['charge.succeeded', 'charge.failed']),
  created: integer(),
  data: type({
    charge: type({
      id: string(),
      status: enums(['succeeded', 'failed']),
      amount: integer(),
      currency: literal('EUR'),
      card_type: nullable(enums(CARD_TYPES)),
      last_four: nullable(string()),
      receipt_url: nullable(string()),
      failure_message: nullable(string()),
    }),
    checkout_session: nullable(string()),
    subscription: nullable(object({ id: string(), current_period_end: number() })),
    metadata,
  }),
});
const deletedEvent = type({
  id: string(),
  type: literal('customer.subscription.deleted'),
  created: integer(),
  data: type({ subscription: type({ id: string() }), metadata }),
});

/** An adapter's parsed event has the shape we act on (checked after the signature, before use). */
export const isProviderEvent = (value: unknown): value is ProviderEvent =>
  is(value, union([chargeEvent, deletedEvent]));
