/**
 * The PBX reports' fixed values, in a module without structs: the console's route file reads them
 * to check the address (the first load carries no body rules, decision 0009).
 */
import type { DialStatus } from './telephony.js';

export const CALL_REPORT_TABS = ['incoming', 'outgoing', 'missed', 'unhandled'] as const;
export type CallReportTab = (typeof CALL_REPORT_TABS)[number];

/**
 * Which calls and messages a report reads: the whole account's (the PBX reports), or only those on
 * the account's rented virtual numbers (the virtual number area's call and SMS logs): a call whose
 * called number (inbound) or calling number (outbound) is one of them, a message to or from one.
 */
export const REPORT_SCOPES = ['account', 'virtual_numbers'] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];

/** Inbound calls nobody answered: the caller hung up, heard busy or no one picked up. */
export const MISSED_DIAL_STATUSES = ['no answer', 'busy', 'cancel'] as const satisfies readonly DialStatus[];
/** Inbound calls the PBX could not put through: no channel, or the network was congested. */
export const UNHANDLED_DIAL_STATUSES = ['chanunavail', 'congestion'] as const satisfies readonly DialStatus[];

/** Spec: the longest date range a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;
export const REPORT_PAGE_SIZE = 50;
export const REPORT_MAX_PAGE_SIZE = 200;

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
