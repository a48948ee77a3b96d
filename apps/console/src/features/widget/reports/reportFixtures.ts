import {
  REPORT_TYPE_NAMES,
  REPORT_TYPES,
  REQUEST_TYPE_OF_REPORT,
  type ReportFilters,
  type ReportFiltersBody,
  type ReportRow,
  type ReportType,
  type StatsReport,
} from '@switchboard/contract';
import { json } from '#test/fakeApi';

/** A visitor request as a report row; form fields left out are null. */
export function reportRow(id: number, type: ReportType, overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    id,
    type: REQUEST_TYPE_OF_REPORT[type],
    created_at: '2026-11-10T09:30:00.000Z',
    widget_id: 1,
    widget_name: 'Main',
    office_id: 'sofia',
    office_title: 'Sofia office',
    department_id: 'sales',
    department_name: 'Sales',
    country: 'BG',
    name: null,
    email: null,
    phone: null,
    subject: null,
    message: null,
    attachment: null,
    ...overrides,
  };
}

/** Two widgets: Main (Sofia with Sales and Support, Berlin with Sales) and Shop (Lisbon with Orders). */
export const reportFilters: ReportFilters = {
  widgets: [
    { id: 1, name: 'Main' },
    { id: 2, name: 'Shop' },
  ],
  offices: [
    { id: 'sofia', name: 'Sofia office', widget_id: 1 },
    { id: 'berlin', name: 'Berlin office', widget_id: 1 },
    { id: 'lisbon', name: 'Lisbon office', widget_id: 2 },
  ],
  departments: [
    { id: 'sales', name: 'Sales', widget_id: 1, office_id: 'sofia' },
    { id: 'support', name: 'Support', widget_id: 1, office_id: 'sofia' },
    { id: 'sales-berlin', name: 'Berlin sales', widget_id: 1, office_id: 'berlin' },
    { id: 'orders', name: 'Orders', widget_id: 2, office_id: 'lisbon' },
  ],
  services: REPORT_TYPES.map((type) => ({ id: type, name: REPORT_TYPE_NAMES[type] })),
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /admin/reports/:type and GET /admin/reports/filter over `rows`, filtering as the API does
 * (an end date includes its day). `limit` caps the rows answered; `total` still counts them all.
 * `failing` types answer 500 while they are in the set (tests may empty it to recover).
 */
export function fakeReportApi(
  rows: ReportRow[] = [],
  options: { limit?: number; failing?: Set<ReportType> } = {},
) {
  const limit = options.limit ?? 500;
  const report = (type: ReportType) => (request: { body: unknown }) => {
    if (options.failing?.has(type)) return json({ message: 'Server error' }, 500);
    const body = (request.body ?? {}) as ReportFiltersBody;
    const matching = rows
      .filter((row) => row.type === REQUEST_TYPE_OF_REPORT[type])
      .filter((row) => !body.widget_id || row.widget_id === body.widget_id)
      .filter((row) => !body.office_id || row.office_id === body.office_id)
      .filter((row) => !body.department_id || row.department_id === body.department_id)
      .filter((row) => !body.startTime || Date.parse(row.created_at) >= Date.parse(body.startTime))
      .filter((row) => !body.endTime || Date.parse(row.created_at) < Date.parse(body.endTime) + DAY_MS)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const daily = new Map<string, number>();
    for (const row of matching)
      daily.set(row.created_at.slice(0, 10), (daily.get(row.created_at.slice(0, 10)) ?? 0) + 1);
    const answer: StatsReport = {
      type,
      total: matching.length,
      rows: matching.slice(0, limit),
      limit,
      daily: [...daily].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
    };
    return json(answer);
  };
  return {
    'GET /admin/reports/filter': reportFilters,
    ...Object.fromEntries(REPORT_TYPES.map((type) => [`POST /admin/reports/${type}`, report(type)])),
  };
}
