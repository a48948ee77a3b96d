import type { SessionContext } from '#app/context';
import { isReversedRange } from '#features/filters/dateRange';
import { loadReportFilters } from '../reports/reportLoaders';
import { type MapSearch, mapRequest, WHOLE_WORLD } from './mapFilters';

/**
 * The map route's loader for the filters in the address: the filter bar's lists and the whole
 * world's markers, unless nothing is chosen (spec §7: nothing is asked) or the range is reversed.
 */
export async function loadMap(context: SessionContext, search: MapSearch): Promise<void> {
  const request = mapRequest(search, WHOLE_WORLD);
  const markers =
    request === null || isReversedRange(search)
      ? undefined
      : context.queryClient.ensureQueryData(context.queries.reportMap(request));
  await Promise.all([loadReportFilters(context), markers]);
}
