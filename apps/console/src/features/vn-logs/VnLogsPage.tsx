import { PageHeader, Spinner, Stack } from '@switchboard/ui';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { lazyNamed } from '#app/lazyNamed';
import { CallReport } from '#features/call-reports/CallReport';
import { MessageReport } from '#features/call-reports/MessageReport';
import { periodOf, periodProblem } from '#features/call-reports/reportSearch';
import { useFilterSearch } from '#features/filters/useFilterSearch';
import { callLogBody, smsLogBody, validateCallLogSearch, validateSmsLogSearch } from './logSearch';
import { vnLogsMessages as m } from './vnLogs.messages';

const ReportFilters = lazyNamed(() => import('#features/call-reports/ReportFilters'), 'ReportFilters');

/**
 * A log of the virtual numbers (spec §3 Call log and Message log columns): the PBX reports' filters,
 * totals, days, exports and table over the calls or messages on the rented numbers. The filters
 * live in the address; the route's loader ensures the first page, so the page opens complete.
 */
function VnLogPage({ kind }: { kind: 'calls' | 'messages' }) {
  const intl = useIntl();
  const calls = kind === 'calls';
  const [search, setSearch] = useFilterSearch(calls ? validateCallLogSearch : validateSmsLogSearch);
  const valid = periodProblem(periodOf(search)) === null;
  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(calls ? m.callLogsTitle : m.smsLogsTitle)}
        description={intl.formatMessage(calls ? m.callLogsDescription : m.smsLogsDescription)}
      />
      {/* The filters' date picker and dropdown load after the first paint (decision 0016). */}
      <Suspense fallback={null}>
        <ReportFilters kind={kind} search={search} onChange={setSearch} />
      </Suspense>
      {valid && (
        <Suspense fallback={<Spinner />}>
          {calls ? <CallReport body={callLogBody(search)} /> : <MessageReport body={smsLogBody(search)} />}
        </Suspense>
      )}
    </Stack>
  );
}

/** /virtual-number/call_logs. */
export const CallLogsPage = () => <VnLogPage kind="calls" />;

/** /virtual-number/sms_logs. */
export const SmsLogsPage = () => <VnLogPage kind="messages" />;
