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
import {
  BILLING_KINDS,
  type BillingEntry,
  type BillingPage,
  CREDIT_NOTE_MAX_MINOR,
  DASHBOARD_BUCKETS,
  type XadminDashboard,
} from './entities/xadmin.js';

/** `from`…`to` (UTC days, both included), figures per day, week (from Monday) or month. */
export const xadminDashboardBody = type({
  from: day(),
  to: day(),
  /** @default 'day' */
  bucket: optional(oneOf(DASHBOARD_BUCKETS)),
});
export type XadminDashboardBody = Infer<typeof xadminDashboardBody>;

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
