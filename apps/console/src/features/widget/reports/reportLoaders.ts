import type { ReportType } from '@switchboard/contract';
import type { Queries, SessionContext } from '#app/context';
import { isReversedRange } from '#features/filters/dateRange';
import { REPORT_PAGE_ORDER } from './reportPages';
import { type ReportSearch, reportBody } from './reportSearch';

/**
 * One kind's statistics for the filters, under the global loader while they load (spec §2); not
 * when a link is only pointed at (`preload`): the overlay would cover the page under the pointer.
 */
export const statsReportOptions = (
  queries: Queries,
  type: ReportType,
  search: ReportSearch,
  preload = false,
) => ({
  ...queries.statsReport(type, reportBody(search)),
  meta: { globalLoader: !preload },
});

/** The lists of the shared filter bar (widgets, offices, departments). */
export const loadReportFilters = ({ queryClient, queries }: SessionContext) =>
  queryClient.ensureQueryData(queries.reportFilters());

/**
 * The loader of reports for the filters in the address (`loaderDeps`): the filter bar's lists and
 * each kind's statistics. A reversed range is not asked for: the API would refuse it, and the end
 * field says what is wrong.
 */
export async function loadReports(
  context: SessionContext,
  search: ReportSearch,
  { types = REPORT_PAGE_ORDER, preload = false }: { types?: readonly ReportType[]; preload?: boolean } = {},
): Promise<void> {
  const { queryClient, queries } = context;
  const reports = isReversedRange(search)
    ? []
    : types.map((type) => queryClient.ensureQueryData(statsReportOptions(queries, type, search, preload)));
  await Promise.all([loadReportFilters(context), ...reports]);
}
