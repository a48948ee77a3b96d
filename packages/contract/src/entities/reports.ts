/** Widget reports (spec §7 "Reports"): statistics per kind of visitor request, filters and the map. */
import type { Timestamp } from './common.js';
import type { VisitorRequestType } from './widget.js';

/** The `:type` of POST /admin/reports/:type, as the console's statistics pages name them. */
export type ReportType = 'calls' | 'call-request' | 'video-calls' | 'emails' | 'messages';

/** One visitor request in a report. Form fields a kind does not have are null. */
export interface ReportRow {
  id: number;
  type: VisitorRequestType;
  created_at: Timestamp;
  widget_id: number | null;
  widget_name: string | null;
  office_id: string | null;
  /** The contact's title when the request was made. */
  office_title: string | null;
  department_id: string | null;
  department_name: string | null;
  /** ISO 3166-1 alpha-2 code of the visitor's country, when known. */
  country: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  message: string | null;
  /** The email's attachment: download with GET /admin/reports/attachment/:id (the row id). */
  attachment: { name: string; size: number; type: string } | null;
}

/** Requests per day (UTC), oldest first. */
export interface DailyCount {
  /** `YYYY-MM-DD`. */
  date: string;
  count: number;
}

/** POST /admin/reports/:type: the newest rows (at most `limit`), the exact total and counts per day. */
export interface StatsReport {
  type: ReportType;
  total: number;
  /** Newest first. */
  rows: ReportRow[];
  /** The most rows one answer carries. */
  limit: number;
  daily: DailyCount[];
}

export interface FilterOption<V = number | string> {
  id: V;
  name: string;
}

/** GET /admin/reports/filter: what reports and the map can be filtered by (the account's own). */
export interface ReportFilters {
  widgets: FilterOption<number>[];
  offices: (FilterOption<string> & { widget_id: number })[];
  departments: (FilterOption<string> & { widget_id: number; office_id: string })[];
  services: FilterOption<ReportType>[];
}

/**
 * A marker of POST /admin/reports/map: visitor requests located at the same place (a country's
 * centre, from the visitor's IP) or, zoomed out, in the same grid cell.
 */
export interface MapMarker {
  lat: number;
  lng: number;
  count: number;
  /** The countries of the requests under the marker. */
  countries: string[];
  /** Requests per service. */
  services: Partial<Record<ReportType, number>>;
}
