import { PageHeader, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { useFilterSearch } from '#features/filters/useFilterSearch';
import { ReportFilterBar } from './ReportFilterBar';
import { ReportTotals } from './ReportTotals';
import { validateReportSearch } from './reportSearch';
import { widgetReportsMessages as m } from './widgetReports.messages';

/** /widget/reports/stats: the total of every kind of visitor request for the filters in the address. */
export function StatsOverviewPage() {
  const intl = useIntl();
  const [search, setSearch] = useFilterSearch(validateReportSearch);
  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(m.statsTitle)}
        description={intl.formatMessage(m.statsDescription)}
      />
      <ReportFilterBar value={search} onChange={setSearch} />
      <ReportTotals search={search} />
    </Stack>
  );
}
