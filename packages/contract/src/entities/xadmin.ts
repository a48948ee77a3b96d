/** The administrator's area (xadmin.ts): its figures, kinds and limits, without the bodies' rules. */
import type { Timestamp } from './common.js';

export const DASHBOARD_BUCKETS = ['day', 'week', 'month'] as const;
export type DashboardBucket = (typeof DASHBOARD_BUCKETS)[number];

/** The longest period the dashboard covers, in days (both ends included). */
export const DASHBOARD_MAX_DAYS = 731;

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
