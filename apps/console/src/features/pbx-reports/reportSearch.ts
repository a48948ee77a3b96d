import { CALL_REPORT_TABS, DIAL_STATUSES, MESSAGE_STATUSES } from '@switchboard/contract';
import {
  callReportBody,
  oneOf,
  type ReportSearch,
  validateReportSearch,
} from '#features/call-reports/reportSearch';
import { compactSearch } from '#features/filters/dateRange';

export const REPORT_TABS = [...CALL_REPORT_TABS, 'sms'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** The PBX reports' address: the tab (left out: Incoming) beside the reports' filters. */
export interface PbxReportSearch extends ReportSearch {
  tab?: ReportTab;
}

/** The route's `validateSearch`: whatever the address holds, only well-formed filters survive. */
export function validatePbxReportSearch(search: Record<string, unknown>): PbxReportSearch {
  const tab = oneOf(REPORT_TABS, search.tab);
  return compactSearch({
    tab: tab === 'incoming' ? undefined : tab,
    ...validateReportSearch(search, tab === 'sms' ? MESSAGE_STATUSES : DIAL_STATUSES),
  });
}

export const tabOf = (search: PbxReportSearch): ReportTab => search.tab ?? 'incoming';

/** The body of a calls tab (the whole account's calls). */
export function pbxCallReportBody(search: PbxReportSearch) {
  const tab = tabOf(search);
  return callReportBody(search, { tab: tab === 'sms' ? 'incoming' : tab });
}
