import { PageHeader, Spinner, Stack, Tabs } from '@switchboard/ui';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { lazyNamed } from '#app/lazyNamed';
import { CallReport } from '#features/call-reports/CallReport';
import { MessageReport } from '#features/call-reports/MessageReport';
import { messageReportBody, periodOf, periodProblem } from '#features/call-reports/reportSearch';
import { useFilterSearch } from '#features/filters/useFilterSearch';
import { pbxReportsMessages as m } from './pbxReports.messages';
import { pbxCallReportBody, REPORT_TABS, tabOf, validatePbxReportSearch } from './reportSearch';

const ReportFilters = lazyNamed(() => import('#features/call-reports/ReportFilters'), 'ReportFilters');

/**
 * /xpbx/reports (spec §2: Incoming, Outgoing, Missed, Unhandled; calls and SMS). The tab and the
 * filters live in the address; the route's loader ensures the report's first page, so the page
 * opens complete. A change of filters shows a spinner under the filters while the next report
 * loads, and a period the API would refuse is not asked for.
 */
export function PbxReportsPage() {
  const intl = useIntl();
  const [search, setSearch] = useFilterSearch(validatePbxReportSearch);
  const tab = tabOf(search);
  const valid = periodProblem(periodOf(search)) === null;
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          // Results differ between calls and messages: a tab change keeps the period and number.
          setSearch({
            ...search,
            tab: next === 'incoming' ? undefined : (next as typeof tab),
            result: undefined,
          })
        }
      >
        <Tabs.List aria-label={intl.formatMessage(m.tabs)}>
          {REPORT_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {intl.formatMessage(m[name])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab}>
          <Stack gap="lg">
            {/* The filters' date picker and dropdown load after the first paint (decision 0016). */}
            <Suspense fallback={null}>
              <ReportFilters
                kind={tab === 'sms' ? 'messages' : 'calls'}
                search={search}
                onChange={setSearch}
              />
            </Suspense>
            {valid && (
              <Suspense fallback={<Spinner />}>
                {tab === 'sms' ? (
                  <MessageReport body={messageReportBody(search)} />
                ) : (
                  <CallReport body={pbxCallReportBody(search)} />
                )}
              </Suspense>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
