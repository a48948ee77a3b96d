import type { ReportFiltersBody } from '@switchboard/contract';

/**
 * The report filters as the address keeps them (`?start=2026-11-01&widget=3&office=…`), so a
 * report can be shared and reloaded. Every key is optional: left out means "no filter".
 */
export interface ReportSearch {
  /** First day, `YYYY-MM-DD`. */
  start?: string;
  /** Last day (included), `YYYY-MM-DD`. */
  end?: string;
  widget?: number;
  office?: string;
  department?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar day written `YYYY-MM-DD`. */
export const isReportDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value));

const date = (value: unknown) => (isReportDate(value) ? value : undefined);

const positiveInteger = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
};

// The router parses `?office=12` as the number 12; client ids are strings.
const clientId = (value: unknown) =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : undefined;

/**
 * Keeps only the keys whose value is set: the address stays free of empty filters. A report's own
 * keys (the map's `service`) are kept like the shared ones.
 */
export function compactReportSearch<S extends ReportSearch>(search: S): S {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as S;
}

/** The routes' `validateSearch`: whatever the address holds, only well-formed filters survive. */
export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  return compactReportSearch({
    start: date(search.start),
    end: date(search.end),
    widget: positiveInteger(search.widget),
    office: clientId(search.office),
    department: clientId(search.department),
  });
}

/** A range whose end comes before its start: the API refuses it, so it is not sent. */
export const isReversedRange = ({ start, end }: ReportSearch): boolean =>
  start !== undefined && end !== undefined && start > end;

/** The body of POST /admin/reports/:type for these filters. */
export function reportBody(search: ReportSearch): ReportFiltersBody {
  const body: ReportFiltersBody = {};
  if (search.start) body.startTime = search.start;
  if (search.end) body.endTime = search.end;
  if (search.widget) body.widget_id = search.widget;
  if (search.office) body.office_id = search.office;
  if (search.department) body.department_id = search.department;
  return body;
}
