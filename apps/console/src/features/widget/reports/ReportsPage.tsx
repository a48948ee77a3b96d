import { PageHeader, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { useFilterSearch } from '#features/filters/useFilterSearch';
import { LinkCard } from '#features/shell/LinkCard';
import { widgetMenuMessages } from '#features/shell/widgetMenu.messages';
import { ReportFilterBar } from './ReportFilterBar';
import { ReportTotals } from './ReportTotals';
import { validateReportSearch } from './reportSearch';
import { widgetReportsMessages as m } from './widgetReports.messages';

/** /widget/reports: the totals per kind of request, each leading to its page, and the way to the map. */
export function ReportsPage() {
  const intl = useIntl();
  const [search, setSearch] = useFilterSearch(validateReportSearch);
  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(widgetMenuMessages.reports)}
        description={intl.formatMessage(m.reportsDescription)}
      />
      <ReportFilterBar value={search} onChange={setSearch} />
      <ReportTotals search={search} />
      <Stack direction="row" gap="lg" wrap>
        <LinkCard to="/widget/reports/location" title={intl.formatMessage(widgetMenuMessages.location)}>
          {intl.formatMessage(m.mapText)}
        </LinkCard>
      </Stack>
    </Stack>
  );
}
