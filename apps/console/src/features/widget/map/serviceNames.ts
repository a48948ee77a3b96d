import type { ReportType } from '@switchboard/contract';
import { widgetMenuMessages } from '#features/shell/widgetMenu.messages';

/** The services as the side menu names their report pages (spec §2). */
export const serviceNames = {
  calls: widgetMenuMessages.calls,
  'call-request': widgetMenuMessages.callRequest,
  'video-calls': widgetMenuMessages.videoCalls,
  emails: widgetMenuMessages.emails,
  messages: widgetMenuMessages.messages,
} as const satisfies Record<ReportType, unknown>;
