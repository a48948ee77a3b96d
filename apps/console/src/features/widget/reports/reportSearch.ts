import type { ReportFiltersBody } from '@switchboard/contract';
import { compactSearch, type DateRangeSearch, validateDateRange } from '#features/filters/dateRange';

/**
 * The report filters as the address keeps them (`?start=2026-11-01&widget=3&office=…`), so a
 * report can be shared and reloaded. Every key is optional: left out means "no filter".
 */
export interface ReportSearch extends DateRangeSearch {
  widget?: number;
  office?: string;
  department?: string;
}

const positiveInteger = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
};

// The router parses `?office=12` as the number 12; client ids are strings.
const clientId = (value: unknown) =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : undefined;

/** The routes' `validateSearch`: whatever the address holds, only well-formed filters survive. */
export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  return compactSearch({
    ...validateDateRange(search),
    widget: positiveInteger(search.widget),
    office: clientId(search.office),
    department: clientId(search.department),
  });
}

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
