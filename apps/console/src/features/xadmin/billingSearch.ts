import { BILLING_KINDS, type BillingKind, type BillingSearchBody } from '@switchboard/contract';
import { oneOf } from '#features/call-reports/reportSearch';
import { compactSearch, isFilterDate } from '#features/filters/dateRange';

/**
 * The billing page's filters as the address keeps them (`?q=acme&kind=charge&min=10&page=2`), so a
 * view can be shared and reloaded. Amounts are euros, as the reader types them.
 */
export interface BillingSearch {
  q?: string;
  kind?: BillingKind;
  start?: string;
  end?: string;
  min?: number;
  max?: number;
  page?: number;
}

const amount = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
};

export function validateBillingSearch(search: Record<string, unknown>): BillingSearch {
  const q = typeof search.q === 'string' ? search.q.slice(0, 100) : undefined;
  const page = amount(search.page);
  return compactSearch({
    q: q || undefined,
    kind: oneOf(BILLING_KINDS, search.kind),
    start: isFilterDate(search.start) ? search.start : undefined,
    end: isFilterDate(search.end) ? search.end : undefined,
    min: amount(search.min),
    max: amount(search.max),
    page: page !== undefined && Number.isInteger(page) && page > 1 ? page : undefined,
  });
}

/** Euros as typed → whole cents, as the API takes amounts. */
const cents = (euros: number | undefined) => (euros === undefined ? null : Math.round(euros * 100));

/** The search's body: its filters and page (from 1). */
export function billingBody(search: BillingSearch): BillingSearchBody {
  return {
    ...(search.q ? { search: search.q } : {}),
    kind: search.kind ?? null,
    from: search.start ?? null,
    to: search.end ?? null,
    amount_min: cents(search.min),
    amount_max: cents(search.max),
    page: search.page ?? 1,
  };
}
