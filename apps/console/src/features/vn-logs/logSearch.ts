import { DIAL_STATUSES, MESSAGE_STATUSES } from '@switchboard/contract';
import {
  callReportBody,
  messageReportBody,
  type ReportSearch,
  validateReportSearch,
} from '#features/call-reports/reportSearch';

/**
 * The call and SMS logs are the PBX reports restricted to the account's rented numbers (the API's
 * `scope: 'virtual_numbers'`, which the export's link carries too), all directions in one list.
 */
const scope = { scope: 'virtual_numbers' } as const;

/** The routes' `validateSearch`: the reports' filters, with each log's results. */
export const validateCallLogSearch = (search: Record<string, unknown>): ReportSearch =>
  validateReportSearch(search, DIAL_STATUSES);
export const validateSmsLogSearch = (search: Record<string, unknown>): ReportSearch =>
  validateReportSearch(search, MESSAGE_STATUSES);

export const callLogBody = (search: ReportSearch) => callReportBody(search, scope);
export const smsLogBody = (search: ReportSearch) => messageReportBody(search, scope);
