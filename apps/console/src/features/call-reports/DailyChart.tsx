import type { ReportDayCount } from '@switchboard/contract';
import { Card, ProgressBar, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { callReportsMessages as m } from './callReports.messages';

/**
 * Calls (or messages) per day, one bar per day scaled to the busiest day, its results counted in
 * the bar's value. Built from the kit's ProgressBar: no chart library joins the page's load for
 * a handful of bars, and a screen reader reads each day's bar as its counts.
 */
export function DailyChart<R extends string>({
  daily,
  resultLabel,
  title,
}: {
  daily: readonly ReportDayCount<R>[];
  /** A result in the reader's language. */
  resultLabel: (result: R) => string;
  /** The card's heading. @default 'Per day by result' */
  title?: string;
}) {
  const intl = useIntl();
  const days = new Map<string, ReportDayCount<R>[]>();
  for (const entry of daily) days.set(entry.day, [...(days.get(entry.day) ?? []), entry]);
  const totals = [...days.values()].map((entries) => entries.reduce((sum, entry) => sum + entry.count, 0));
  const busiest = Math.max(1, ...totals);
  if (days.size === 0) return null;
  return (
    <Card title={title ?? intl.formatMessage(m.perDay)} headingLevel={2}>
      <Stack gap="sm">
        {[...days.entries()].map(([day, entries], index) => {
          const total = totals[index] ?? 0;
          const counts = entries
            .map((entry) => `${resultLabel(entry.result)} ${intl.formatNumber(entry.count)}`)
            .join(' · ');
          return (
            <ProgressBar
              key={day}
              // A report day is a calendar day of the reader: shown as such, never shifted by a zone.
              label={intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}
              value={(total / busiest) * 100}
              valueLabel={`${intl.formatNumber(total)} (${counts})`}
            />
          );
        })}
      </Stack>
    </Card>
  );
}
