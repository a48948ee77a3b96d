import type { CallReportBody, DialStatus, MessageReportBody, MessageStatus } from '@switchboard/contract';
import { REPORT_MAX_DAYS } from '@switchboard/contract';
import { compactSearch, isFilterDate } from '#features/filters/dateRange';

/**
 * A report's filters as the address keeps them (`?start=2026-11-01&end=2026-11-30&number=359`), so
 * it can be shared and reloaded. Left out: the last 30 days, any number and result.
 */
export interface ReportSearch {
  start?: string;
  end?: string;
  number?: string;
  result?: string;
}

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

export const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The well-formed filters of whatever the address holds; `results` are the report's results. */
export function validateReportSearch(
  search: Record<string, unknown>,
  results: readonly string[],
): ReportSearch {
  const number = typeof search.number === 'number' ? String(search.number) : search.number;
  return compactSearch({
    start: isFilterDate(search.start) ? search.start : undefined,
    end: isFilterDate(search.end) ? search.end : undefined,
    number: typeof number === 'string' && /^\+?\d{1,32}$/.test(number) ? number : undefined,
    result: oneOf(results, search.result),
  });
}

/** A day as `YYYY-MM-DD` in the reader's own calendar. */
const localDay = (time: number) => {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** The days asked for, the last 30 up to today when the address names none. */
export function periodOf(search: ReportSearch, now = Date.now()): { from: string; to: string } {
  const to = search.end ?? localDay(now);
  const from = search.start ?? localDay(Date.parse(`${to}T12:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS);
  return { from, to };
}

/** Why the API would refuse the period, or null: a reversed or over-long range is not sent. */
export function periodProblem({ from, to }: { from: string; to: string }): 'reversed' | 'tooLong' | null {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return 'reversed';
  return days > REPORT_MAX_DAYS ? 'tooLong' : null;
}

/** The reader's time zone: days and the chart are theirs (unless the account has a PBX zone). */
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export type CallReportFilter = Omit<CallReportBody, 'cursor'>;
export type MessageReportFilter = Omit<MessageReportBody, 'cursor'>;

/** The calls' body: the page's fixed part (a PBX tab, the virtual numbers' scope) and the filters. */
export function callReportBody(
  search: ReportSearch,
  fixed: Pick<CallReportBody, 'tab' | 'scope'> = {},
): CallReportFilter {
  return {
    ...fixed,
    ...periodOf(search),
    timezone: readerZone(),
    number: search.number?.replace(/^\+/, ''),
    result: (search.result as DialStatus | undefined) ?? null,
  };
}

export function messageReportBody(
  search: ReportSearch,
  fixed: Pick<MessageReportBody, 'scope'> = {},
): MessageReportFilter {
  return {
    ...fixed,
    ...periodOf(search),
    timezone: readerZone(),
    number: search.number?.replace(/^\+/, ''),
    result: (search.result as MessageStatus | undefined) ?? null,
  };
}
