/**
 * The PBX reports (spec §2 `/xpbx/reports`: Incoming, Outgoing, Missed, Unhandled; calls and SMS):
 * the customer calls of `call_records` (a leg of a call — queue, transfer, forward — is listed
 * beneath its call, not beside it) and the message log, filtered by a date range (at most a year),
 * a number and a result, a page at a time by keyset (newest first), with totals and calls per day
 * on the first page, and exports of the whole filtered set as CSV or XLSX through a signed link.
 * The virtual number area's call and SMS logs (spec §2 `/virtual-number/call_logs`, `sms_logs`)
 * are the same reports with `scope: 'virtual_numbers'`.
 */
import { type Infer, nullable, optional, type } from 'superstruct';
import { oneOf, optionalText, text, timezone } from './bodies/fields.js';
import { day, int } from './bodies/telephony.js';
import { returns, returnsFile } from './endpoint.js';
import {
  CALL_REPORT_TABS,
  REPORT_EXPORT_FORMATS,
  REPORT_MAX_PAGE_SIZE,
  REPORT_SCOPES,
} from './entities/call-reports.js';
import type { Timestamp } from './entities/common.js';
import {
  type CallLegType,
  type CallType,
  DIAL_STATUSES,
  type DialStatus,
  type SwitchRefusal,
} from './entities/telephony.js';
import { MESSAGE_STATUSES, type MessageStatus, SENDER_CHANNELS, type SenderChannel } from './messaging.js';

/**
 * The filters both report kinds share: days `from`…`to` (both included) in `timezone` (UTC when
 * left out), the scope, digits the calling or called number contains, and a page's keyset cursor.
 */
const reportFilter = {
  from: day(),
  to: day(),
  timezone: timezone(),
  /** REPORT_SCOPES; left out: the whole account. */
  scope: optional(nullable(oneOf(REPORT_SCOPES))),
  /** Digits the calling or the called number contains (anywhere, not only at the start). */
  number: optionalText('between:0-32'),
  /** The `next_cursor` of the previous page; left out for the first page. */
  cursor: optional(nullable(text('between:0-100'))),
  limit: optional(int(1, REPORT_MAX_PAGE_SIZE)),
};

export const callReportBody = type({
  /** Left out: every customer call, whatever its direction (the virtual number area's call log). */
  tab: optional(oneOf(CALL_REPORT_TABS)),
  ...reportFilter,
  result: optional(nullable(oneOf(DIAL_STATUSES))),
});
export type CallReportBody = Infer<typeof callReportBody>;

export const messageReportBody = type({
  ...reportFilter,
  result: optional(nullable(oneOf(MESSAGE_STATUSES))),
  msgtype: optional(nullable(oneOf(SENDER_CHANNELS))),
});
export type MessageReportBody = Infer<typeof messageReportBody>;

export const callReportExportBody = type({ ...callReportBody.schema, format: oneOf(REPORT_EXPORT_FORMATS) });
export type CallReportExportBody = Infer<typeof callReportExportBody>;
export const messageReportExportBody = type({
  ...messageReportBody.schema,
  format: oneOf(REPORT_EXPORT_FORMATS),
});
export type MessageReportExportBody = Infer<typeof messageReportExportBody>;

/** A customer call (spec §3 Call log columns) and how many legs it has. */
export interface CallReportRow {
  id: number;
  call_id: string;
  calltype: CallType;
  calling_number: string;
  called_number: string;
  callstart: Timestamp;
  callstop: Timestamp;
  dialstatus: DialStatus;
  /** Seconds. */
  duration: number;
  /** Minor units (cents). */
  client_cost: number;
  /** null for the customer's call; what the leg is otherwise. */
  leg_type: CallLegType | null;
  /** Legs beneath it (0 for a leg). */
  legs: number;
  /** Why the switch refused the call (null for a call it put through). */
  refusal: SwitchRefusal | null;
}

/** A day's count of one result, for the chart (days in the report's timezone). */
export interface ReportDayCount<R extends string> {
  day: string;
  result: R;
  count: number;
}

export interface CallReportSummary {
  count: number;
  /** Answered seconds, rounded up to whole minutes. */
  minutes: number;
  /** Minor units (cents). */
  cost: number;
  daily: ReportDayCount<DialStatus>[];
}

export interface CallReportPage {
  rows: CallReportRow[];
  /** Send it back as `cursor` for the next page; null on the last one. */
  next_cursor: string | null;
  /** On the first page only (no cursor sent). */
  summary: CallReportSummary | null;
}

/** A message (spec §3 Message log columns). */
export interface MessageReportRow {
  id: number;
  msgtype: SenderChannel;
  calling_number: string;
  called_number: string;
  created_at: Timestamp;
  msgstatus: MessageStatus;
  client_cost: number;
}

export interface MessageReportSummary {
  count: number;
  cost: number;
  daily: ReportDayCount<MessageStatus>[];
}

export interface MessageReportPage {
  rows: MessageReportRow[];
  next_cursor: string | null;
  summary: MessageReportSummary | null;
}

/** A signed link to the export (opened without a bearer header, 5 minutes). */
export interface ReportExportLink {
  url: string;
  name: string;
  /** How many rows the file will hold (for the console's progress). */
  rows: number;
  expires_in: number;
}

export const callReportEndpoints = {
  callReport: {
    method: 'POST',
    path: '/admin/xpbx/reports/calls',
    body: callReportBody,
    response: returns<CallReportPage>(),
    auth: 'verified',
    readOnly: true,
    access: 'members',
  },
  /** The legs of one of the account's calls (by its call id), oldest first; 404 for others. */
  callReportLegs: {
    method: 'GET',
    path: '/admin/xpbx/reports/calls/:callId/legs',
    body: undefined,
    response: returns<CallReportRow[]>(),
    auth: 'verified',
    access: 'members',
  },
  callReportExport: {
    method: 'POST',
    path: '/admin/xpbx/reports/calls/export',
    body: callReportExportBody,
    response: returns<ReportExportLink>(),
    auth: 'verified',
    readOnly: true,
    access: 'members',
  },
  messageReport: {
    method: 'POST',
    path: '/admin/xpbx/reports/messages',
    body: messageReportBody,
    response: returns<MessageReportPage>(),
    auth: 'verified',
    readOnly: true,
    access: 'members',
  },
  messageReportExport: {
    method: 'POST',
    path: '/admin/xpbx/reports/messages/export',
    body: messageReportExportBody,
    response: returns<ReportExportLink>(),
    auth: 'verified',
    readOnly: true,
    access: 'members',
  },
  /** The file behind an export link, streamed as it is read (its signed token stands in for a login). */
  reportExportFile: {
    method: 'GET',
    path: '/public/reports/export/:token',
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },
} as const;
