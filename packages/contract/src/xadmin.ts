/**
 * The administrator's area (issue 26; spec §2 "/billing; /xadmin/dashboard"): the platform's
 * figures over time across every account, and the ledger of every account with credit notes.
 * Days are UTC days (the platform spans every account's zone). Searches and reports are POSTs
 * that change nothing, as the PBX reports are: the contract carries bodies, not query strings.
 */
import { type Infer, nullable, optional, type } from 'superstruct';
import { id, oneOf, optionalText, text } from './bodies/fields.js';
import { day, int } from './bodies/telephony.js';
import { returns } from './endpoint.js';
import type { Timestamp } from './entities/common.js';

export const DASHBOARD_BUCKETS = ['day', 'week', 'month'] as const;
export type DashboardBucket = (typeof DASHBOARD_BUCKETS)[number];

/** The longest period the dashboard covers, in days (both ends included). */
export const DASHBOARD_MAX_DAYS = 731;

/** `from`…`to` (UTC days, both included), figures per day, week (from Monday) or month. */
export const xadminDashboardBody = type({
  from: day(),
  to: day(),
  /** @default 'day' */
  bucket: optional(oneOf(DASHBOARD_BUCKETS)),
});
export type XadminDashboardBody = Infer<typeof xadminDashboardBody>;

/** What happened within one bucket, or (without `bucket`) within the whole period. */
export interface DashboardFigures {
  /** Accounts created. */
  new_accounts: number;
  /** Accounts whose owner verified their email. */
  verified_accounts: number;
  /** Accounts with a customer call, a visitor request or a login of their own (not an administrator acting). */
  active_accounts: number;
  /** Widgets created. */
  new_widgets: number;
  /** Widgets whose installation was seen working: a visitor request came through it. */
  active_widgets: number;
  visitor_requests: number;
  /** Customer calls (a call's legs are not counted again). */
  calls: number;
  /** Answered minutes of those calls, rounded up. */
  call_minutes: number;
  /** What the ledger charged (calls, messages, numbers, subscriptions), in cents. */
  revenue_minor: number;
}

export interface DashboardBucketFigures extends DashboardFigures {
  /** The bucket's first day, YYYY-MM-DD (a Monday for weeks, the 1st for months). */
  bucket: string;
}

export interface XadminDashboard {
  from: string;
  to: string;
  bucket: DashboardBucket;
  /** Every bucket touching the period, oldest first, empty ones included. */
  buckets: DashboardBucketFigures[];
  /** The whole period: sums, except accounts and widgets active, each counted once. */
  totals: DashboardFigures;
}

/**
 * What a billing row is: a ledger movement (a charge takes from the balance; a recharge is money
 * paid in by card, for the balance or for a subscription that then charges it; a credit note is
 * an administrator's credit) or a card payment the provider declined, which moved nothing.
 */
export const BILLING_KINDS = ['charge', 'recharge', 'failed_payment', 'credit_note'] as const;
export type BillingKind = (typeof BILLING_KINDS)[number];

export const BILLING_PAGE_SIZE = 25;
/** The most rows one CSV export holds (newest first). */
export const BILLING_EXPORT_MAX_ROWS = 50_000;
/** The largest credit note, in cents (EUR 100,000). */
export const CREDIT_NOTE_MAX_MINOR = 10_000_000;

/** The filters of the ledger's search and its export. Amounts are sizes in cents, whatever the sign. */
const billingFilter = {
  /** Part of the owner's name, e-mail or the company. */
  search: optionalText('between:0-100'),
  kind: optional(nullable(oneOf(BILLING_KINDS))),
  from: optional(nullable(day())),
  to: optional(nullable(day())),
  amount_min: optional(nullable(int(0, CREDIT_NOTE_MAX_MINOR * 100))),
  amount_max: optional(nullable(int(0, CREDIT_NOTE_MAX_MINOR * 100))),
};

export const billingExportBody = type(billingFilter);
export type BillingExportBody = Infer<typeof billingExportBody>;

/** A page (of BILLING_PAGE_SIZE, from 1) of the filtered rows, newest first. */
export const billingSearchBody = type({ ...billingFilter, page: optional(int(1, 100_000)) });
export type BillingSearchBody = Infer<typeof billingSearchBody>;

export const creditNoteBody = type({
  account_id: id(),
  amount_minor: int(1, CREDIT_NOTE_MAX_MINOR),
  /** Why (shown to the account's owner in their activity, and on the ledger row). */
  reason: text('required|between:3-500'),
});
export type CreditNoteBody = Infer<typeof creditNoteBody>;

export interface BillingEntry {
  /** `ledger:<id>` or `charge:<id>` (a declined payment). */
  id: string;
  account_id: number;
  /** The company, else the owner's name. */
  account_name: string;
  owner_email: string;
  kind: BillingKind;
  /** Cents: the balance's movement (negative for a charge); a declined payment's attempted amount. */
  amount_minor: number;
  amount: number;
  description: string;
  created_at: Timestamp;
}

export interface BillingPage {
  entries: BillingEntry[];
  total: number;
  page: number;
  page_size: number;
}

export const xadminEndpoints = {
  xadminDashboard: {
    method: 'POST',
    path: '/admin/xadmin/dashboard',
    body: xadminDashboardBody,
    response: returns<XadminDashboard>(),
    auth: 'admin',
    readOnly: true,
  },
  billingSearch: {
    method: 'POST',
    path: '/admin/billing/search',
    body: billingSearchBody,
    response: returns<BillingPage>(),
    auth: 'admin',
    readOnly: true,
  },
  /** The filtered rows as CSV (text/csv), newest first, at most BILLING_EXPORT_MAX_ROWS. */
  billingExport: {
    method: 'POST',
    path: '/admin/billing/export',
    body: billingExportBody,
    response: returns<string>(),
    auth: 'admin',
    readOnly: true,
  },
  /**
   * Credits an account's balance (the ledger, kind credit note), audited, and written in that
   * account's activity with the administrator and the reason.
   */
  issueCreditNote: {
    method: 'POST',
    path: '/admin/billing/credit-notes',
    body: creditNoteBody,
    response: returns<BillingEntry>(),
    auth: 'admin',
  },
} as const;
