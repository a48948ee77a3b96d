import { REPORT_TYPES, type ReportMapBody, type ReportType } from '@switchboard/contract';
import { compactSearch } from '#features/filters/dateRange';
import { type ReportSearch, reportBody, validateReportSearch } from '../reports/reportSearch';

/** The map's filters in the address: the shared report filters and the service (left out: all). */
export interface MapSearch extends ReportSearch {
  service?: ReportType;
}

const isReportType = (value: unknown): value is ReportType => REPORT_TYPES.includes(value as ReportType);

/** The location route's `validateSearch`: the shared filters, and the service if it is a report type. */
export function validateMapSearch(search: Record<string, unknown>): MapSearch {
  return compactSearch({
    ...validateReportSearch(search),
    service: isReportType(search.service) ? search.service : undefined,
  });
}

const DAY = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD in UTC, the API's day boundary for report dates. */
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last 30 days: what the map shows when it is opened without a time, so it shows something at once. */
export const lastThirtyDays = (now = Date.now()) => ({ start: isoDate(now - 30 * DAY), end: isoDate(now) });

/** The part of the map's view the markers are asked for. */
export interface MapArea {
  /** 0 (whole world) … 22. */
  zoom: number;
  /** The visible corners; `null` while the whole world shows. */
  positions: { lat: number; lng: number }[] | null;
}

/** The view the map opens on. */
export const WHOLE_WORLD: MapArea = { zoom: 1, positions: null };

/** The request for the markers, or `null` when nothing is chosen (spec §7: sent only if a time or filter is set). */
export function mapRequest(search: MapSearch, area: MapArea): ReportMapBody | null {
  const filters = { ...reportBody(search), ...(search.service && { service: search.service }) };
  if (Object.keys(filters).length === 0) return null;
  return { ...filters, zoomFactor: area.zoom, positions: area.positions };
}
