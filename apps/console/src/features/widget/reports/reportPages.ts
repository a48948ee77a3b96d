import type { ReportType } from '@switchboard/contract';
import type { MessageDescriptor } from 'react-intl';
import type { AppPath } from '#features/shell/navigation';
import { widgetMenuMessages as menu } from '#features/shell/widgetMenu.messages';

/** Each report type's page and its name, the side menu's (spec §2). */
export const REPORT_PAGES = {
  calls: { to: '/widget/reports/stats/calls', title: menu.calls },
  'call-request': { to: '/widget/reports/stats/call-request', title: menu.callRequest },
  messages: { to: '/widget/reports/stats/messages', title: menu.messages },
  'video-calls': { to: '/widget/reports/stats/video-calls', title: menu.videoCalls },
  emails: { to: '/widget/reports/stats/emails', title: menu.emails },
} as const satisfies Record<ReportType, { to: AppPath; title: MessageDescriptor }>;

/** The side menu's order of the report types. */
export const REPORT_PAGE_ORDER = Object.keys(REPORT_PAGES) as ReportType[];
