import { isIsoTime, type ReportFilters, type ReportMapBody, type ReportType } from '@switchboard/contract';

/** What the user chose above the map; `null` is "all". Dates are the fields' text (YYYY-MM-DD). */
export interface MapFilters {
  startDate: string;
  endDate: string;
  service: ReportType | null;
  widgetId: number | null;
  officeId: string | null;
  departmentId: string | null;
}

/** The part of the map's view the markers are asked for. */
export interface MapArea {
  /** 0 (whole world) … 22. */
  zoom: number;
  /** The visible corners; `null` while the whole world shows. */
  positions: { lat: number; lng: number }[] | null;
}

const DAY = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD in UTC, the API's day boundary for report dates. */
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last 30 days, so the map shows something at once (the API is asked only once a time or filter is set). */
export function defaultMapFilters(now = Date.now()): MapFilters {
  return {
    startDate: isoDate(now - 30 * DAY),
    endDate: isoDate(now),
    service: null,
    widgetId: null,
    officeId: null,
    departmentId: null,
  };
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isIsoTime(text);

/** Problems of the date fields, keyed by field; empty when the filters can be sent. */
export function dateProblems(filters: MapFilters): { startDate?: 'date'; endDate?: 'date' | 'range' } {
  const start = filters.startDate.trim();
  const end = filters.endDate.trim();
  if (start && !isDate(start))
    return end && !isDate(end) ? { startDate: 'date', endDate: 'date' } : { startDate: 'date' };
  if (end && !isDate(end)) return { endDate: 'date' };
  if (start && end && start > end) return { endDate: 'range' };
  return {};
}

/** The request for the markers, or `null` when nothing is chosen (spec §7: sent only if a time or filter is set). */
export function mapRequest(filters: MapFilters, view: MapArea): ReportMapBody | null {
  const startTime = filters.startDate.trim() || null;
  const endTime = filters.endDate.trim() || null;
  const chosen =
    startTime || endTime || filters.service || filters.widgetId || filters.officeId || filters.departmentId;
  if (!chosen) return null;
  return {
    startTime,
    endTime,
    service: filters.service,
    widget_id: filters.widgetId,
    office_id: filters.officeId,
    department_id: filters.departmentId,
    zoomFactor: view.zoom,
    positions: view.positions,
  };
}

/** The offices of the chosen widget (every office without one). */
export const officesOf = (options: ReportFilters, widgetId: number | null) =>
  options.offices.filter((office) => widgetId === null || office.widget_id === widgetId);

/** The departments of the chosen office, else of the chosen widget. */
export const departmentsOf = (options: ReportFilters, widgetId: number | null, officeId: string | null) =>
  options.departments.filter(
    (department) =>
      (officeId === null || department.office_id === officeId) &&
      (widgetId === null || department.widget_id === widgetId),
  );
