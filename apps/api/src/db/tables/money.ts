/**
 * The money area: saved cards (tokens only), checkouts, card charges, subscriptions, the ledger,
 * invoices and the provider events already processed. Amounts are integer minor units (EUR cents).
 */
import type { CardType, CheckoutStatus, SubscriptionStatus, TransactionKind } from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId, accounts } from './accounts.js';
import { widgets } from './widgets.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Per-account money settings and counters. Its row is what concurrent debits lock (SELECT … FOR
 * UPDATE) so no two of them can both pass the limit check; invoice numbers are taken from it in
 * the same transaction, so they have no gaps. `balance_minor` is the sum of the account's ledger,
 * kept by a trigger on every ledger insert (migration 0032), so reading a balance does not grow
 * with the account's history.
 */
export const accountMoney = pgTable('account_money', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** How far below zero debits may take the balance; 0: not at all. */
  creditLimitMinor: bigint('credit_limit_minor', { mode: 'number' }).notNull().default(0),
  /** The last invoice number given; the next invoice takes this + 1. */
  lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
  /** The sum of the account's ledger entries (written by the database's trigger only). */
  balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
});

/** A saved card: the provider's token and what may be shown of the card. Never its number or CVC. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    provider: text('provider').notNull(),
    token: text('token').notNull(),
    cardType: text('card_type').$type<CardType>().notNull(),
    lastFour: text('last_four').notNull(),
    cardOwner: text('card_owner').notNull(),
    cardMonth: integer('card_month').notNull(),
    cardYear: integer('card_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_methods_provider_token_key').on(t.provider, t.token),
    uniqueIndex('payment_methods_account_default_key').on(t.accountId).where(sql`is_default`),
  ],
);

/** A service's subscription: plan, card, and the provider's subscription while it bills it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    serviceType: text('service_type').notNull(),
    widgetId: integer('widget_id').references(() => widgets.id, { onDelete: 'set null' }),
    planId: text('plan_id').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    periodMonths: integer('period_months').notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('incomplete'),
    statusAt: at('status_at').notNull().defaultNow(),
    /** End of the paid period. */
    currentPeriodEnd: at('current_period_end'),
    canceledAt: at('canceled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_account_idx').on(t.accountId, t.serviceType)],
);

/** A checkout session we asked the provider for (recharge or a subscription's first payment). */
export const checkouts = pgTable('checkouts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: accountId(),
  provider: text('provider').notNull(),
  providerSessionId: text('provider_session_id').notNull().unique(),
  kind: text('kind').$type<TransactionKind>().notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
  status: text('status').$type<CheckoutStatus>().notNull().default('open'),
  createdAt: at('created_at').notNull().defaultNow(),
  completedAt: at('completed_at'),
});

/** A card charge the provider reported (succeeded or declined): the transactions list. */
export const charges = pgTable(
  'charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    provider: text('provider').notNull(),
    providerChargeId: text('provider_charge_id').notNull().unique(),
    kind: text('kind').$type<TransactionKind>().notNull(),
    status: text('status').$type<'succeeded' | 'declined'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    cardType: text('card_type').$type<CardType>(),
    lastFour: text('last_four'),
    checkoutId: integer('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    receiptUrl: text('receipt_url'),
    message: text('message').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('charges_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * The ledger: append-only, one row per movement of the balance (credits positive, debits
 * negative). The balance is their sum (kept on account_money.balance_minor by a trigger); a row is never updated. `reference` names what caused it
 * (`charge:<provider id>`, `call:<call id>`), unique per account, so posting twice changes nothing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    reference: text('reference').notNull(),
    chargeId: integer('charge_id').references(() => charges.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_account_reference_key').on(t.accountId, t.reference),
    check('ledger_entries_amount_not_zero', sql`amount_minor <> 0`),
  ],
);

export type LedgerKind =
  | 'recharge'
  | 'card_payment'
  | 'subscription'
  | 'call'
  | 'message'
  | 'number'
  /** An administrator's credit (issue 26): the reason is in the description and the audit log. */
  | 'credit_note';

/** What an invoice shows of the seller's customer, as it was when the invoice was issued. */
export interface InvoiceParty {
  company_name: string | null;
  vat_number: string | null;
  company_address: string | null;
  company_country: string | null;
  company_email: string | null;
  name: string;
  email: string;
}

/** One invoice per succeeded charge, numbered 1, 2, 3 … per account without gaps. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    number: integer('number').notNull(),
    chargeId: integer('charge_id')
      .notNull()
      .unique()
      .references(() => charges.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    billedTo: jsonb('billed_to').$type<InvoiceParty>().notNull(),
    issuedAt: at('issued_at').notNull(),
  },
  (t) => [uniqueIndex('invoices_account_number_key').on(t.accountId, t.number)],
);

/** Provider events already processed (by the provider's event id): a repeat changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
