/**
 * A date range as the address keeps it (`?start=2026-11-01&end=2026-11-30`), shared by every
 * filtered page (widget reports, the map, the activity log). Left out means "no limit".
 */
export interface DateRangeSearch {
  /** First day, `YYYY-MM-DD`. */
  start?: string;
  /** Last day (included), `YYYY-MM-DD`. */
  end?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar day written `YYYY-MM-DD`. */
export const isFilterDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value));

const date = (value: unknown) => (isFilterDate(value) ? value : undefined);

/**
 * Keeps only the keys whose value is set: the address stays free of empty filters. A page's own
 * keys (the map's `service`) are kept like the shared ones.
 */
export function compactSearch<S extends object>(search: S): S {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as S;
}

/** The well-formed days of whatever the address holds. */
export function validateDateRange(search: Record<string, unknown>): DateRangeSearch {
  return compactSearch({ start: date(search.start), end: date(search.end) });
}

/** A range whose end comes before its start: the API refuses it, so it is not sent. */
export const isReversedRange = ({ start, end }: DateRangeSearch): boolean =>
  start !== undefined && end !== undefined && start > end;
