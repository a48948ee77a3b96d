// STUB: replaced by the page's owner.
import type { ReportType } from '@switchboard/contract';

export function StatsPage(_props: { type: ReportType }) {
  return null;
}
