import { formatEuro } from '@switchboard/contract';
import { Card, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { callReportsMessages as m, callReportsValueMessages as v } from './callReports.messages';
import { isolatedLtr } from './format';

/** The filtered set's totals (the API's first page carries them): count, minutes if calls, cost. */
export function ReportTotals({ count, minutes, cost }: { count: string; minutes?: string; cost: number }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(m.totals)} headingLevel={2}>
      <Stack direction="row" gap="lg" wrap>
        <span>{count}</span>
        {minutes && <span>{minutes}</span>}
        <span>{intl.formatMessage(v.totalCost, { cost: isolatedLtr(formatEuro(cost)) })}</span>
      </Stack>
    </Card>
  );
}
