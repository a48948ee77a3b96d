import {
  DASHBOARD_BUCKETS,
  DASHBOARD_MAX_DAYS,
  type DashboardBucket,
  type XadminDashboardBody,
} from '@switchboard/contract';
import { oneOf, periodOf } from '#features/call-reports/reportSearch';
import { compactSearch, isFilterDate } from '#features/filters/dateRange';

/** The dashboard's period as the address keeps it; left out: the last 30 days, day by day. */
export interface DashboardSearch {
  start?: string;
  end?: string;
  bucket?: DashboardBucket;
}

const DAY_MS = 86_400_000;

export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const bucket = oneOf(DASHBOARD_BUCKETS, search.bucket);
  return compactSearch({
    start: isFilterDate(search.start) ? search.start : undefined,
    end: isFilterDate(search.end) ? search.end : undefined,
    bucket: bucket === 'day' ? undefined : bucket,
  });
}

/** Why the API would refuse the period, or null: such a period is not sent. */
export function dashboardProblem({ from, to }: { from: string; to: string }): 'reversed' | 'tooLong' | null {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return 'reversed';
  return days > DASHBOARD_MAX_DAYS ? 'tooLong' : null;
}

/** The body the period asks for, or null when the API would refuse it. */
export function dashboardBody(search: DashboardSearch, now = Date.now()): XadminDashboardBody | null {
  const period = periodOf(search, now);
  if (dashboardProblem(period) !== null) return null;
  return { ...period, bucket: search.bucket ?? 'day' };
}
