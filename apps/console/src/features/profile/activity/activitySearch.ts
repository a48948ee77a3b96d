import { type ActivityFiltersBody, type Route, recordedInActivity, routes } from '@switchboard/contract';
import { compactSearch, type DateRangeSearch, validateDateRange } from '#features/filters/dateRange';

/** The activity filters as the address keeps them: a date range, the action, every account. */
export interface ActivitySearch extends DateRangeSearch {
  /** A contract entry's name (`updatePbxUser`). */
  action?: string;
  /** Every account's activity (administrators). */
  all?: boolean;
}

/** The entries whose calls are recorded: the table's logged-in changes. */
export const ACTIONS: readonly string[] = Object.entries(routes as Record<string, Route>)
  .filter(([, entry]) => recordedInActivity(entry))
  .map(([name]) => name)
  .sort();

export function validateActivitySearch(search: Record<string, unknown>): ActivitySearch {
  return compactSearch({
    ...validateDateRange(search),
    action: typeof search.action === 'string' && ACTIONS.includes(search.action) ? search.action : undefined,
    all: search.all === true || search.all === 'true' ? true : undefined,
  });
}

/** The body of POST /admin/activity for these filters. */
export function activityBody(search: ActivitySearch): ActivityFiltersBody {
  return {
    ...(search.start ? { startTime: search.start } : {}),
    ...(search.end ? { endTime: search.end } : {}),
    ...(search.action ? { action: search.action } : {}),
  };
}

/** Every account's activity is for administrators; anyone else's `all` is ignored. */
export const showsAll = (search: ActivitySearch, isAdmin: boolean): boolean => search.all === true && isAdmin;
