import { xadminQueries } from '@switchboard/api-client';
import {
  DASHBOARD_BUCKETS,
  DASHBOARD_MAX_DAYS,
  type DashboardBucket,
  type DashboardBucketFigures,
  type DashboardFigures,
  formatEuro,
} from '@switchboard/contract';
import {
  Alert,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Dropdown,
  PageHeader,
  ProgressBar,
  Spinner,
  Stack,
} from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ltr } from '#features/call-reports/format';
import { periodOf } from '#features/call-reports/reportSearch';
import { DateRangeFilters } from '#features/filters/DateRangeFilters';
import { useFilterSearch } from '#features/filters/useFilterSearch';
import { dashboardBody, dashboardProblem, validateDashboardSearch } from './dashboardSearch';
import { dashboardMessages as m, dashboardValueMessages as v } from './xadmin.messages';

type Figure = keyof DashboardFigures;

/** Each figure: its words, and how its value reads (money in euro, spec §9; counts in the reader's digits). */
const FIGURES: readonly { key: Figure; label: MessageDescriptor; chart?: true }[] = [
  { key: 'new_accounts', label: m.newAccounts },
  { key: 'verified_accounts', label: m.verifiedAccounts },
  { key: 'active_accounts', label: m.activeAccounts, chart: true },
  { key: 'new_widgets', label: m.newWidgets },
  { key: 'active_widgets', label: m.activeWidgets },
  { key: 'visitor_requests', label: m.visitorRequests, chart: true },
  { key: 'calls', label: m.calls, chart: true },
  { key: 'call_minutes', label: m.callMinutes },
  { key: 'revenue_minor', label: m.revenue, chart: true },
];

const BUCKET_WORDS: Record<DashboardBucket, MessageDescriptor> = { day: m.day, week: m.week, month: m.month };

const valueText = (intl: IntlShape, key: Figure, value: number) =>
  key === 'revenue_minor' ? formatEuro(value) : intl.formatNumber(value);

/** A bucket's first day, a calendar day: shown as such, never shifted by a zone. */
const bucketText = (intl: IntlShape, bucket: DashboardBucket, day: string) =>
  intl.formatDate(
    `${day}T12:00:00Z`,
    bucket === 'month'
      ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { dateStyle: 'medium', timeZone: 'UTC' },
  );

/**
 * /xadmin/dashboard: the platform's figures over the period in the address (the last 30 days by
 * day when it names none), as tiles of the totals, bars over time of the main ones, and the table
 * of every figure behind them. Bars come from the kit's ProgressBar, as the reports' per-day
 * chart: each reads to a screen reader as its period and value.
 */
export function XadminDashboardPage() {
  const intl = useIntl();
  const { api } = useApp();
  const [search, setSearch] = useFilterSearch(validateDashboardSearch);
  const period = periodOf(search);
  const body = dashboardBody(search);
  const problem = dashboardProblem(period);
  // The route's loader ensured this period; a period the API would refuse is not asked for.
  const dashboard = useQuery({
    ...xadminQueries(api).dashboard(body ?? { ...period, bucket: 'day' }),
    enabled: body !== null,
  });
  const bucket = search.bucket ?? 'day';

  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Stack direction="row" gap="md" wrap align="end">
        <DateRangeFilters
          value={{ start: search.start ?? period.from, end: search.end ?? period.to }}
          onChange={(next) => setSearch({ ...search, ...next })}
        />
        <Dropdown<DashboardBucket>
          label={intl.formatMessage(m.bucket)}
          options={DASHBOARD_BUCKETS.map((value) => ({
            value,
            label: intl.formatMessage(BUCKET_WORDS[value]),
          }))}
          value={bucket}
          onChange={(value) => setSearch({ ...search, bucket: value ?? 'day' })}
        />
      </Stack>
      {problem === 'tooLong' ? (
        <Alert kind="info">{intl.formatMessage(v.tooLong, { days: DASHBOARD_MAX_DAYS })}</Alert>
      ) : problem === 'reversed' ? null : dashboard.isError ? (
        <Alert
          kind="danger"
          action={<Button onClick={() => void dashboard.refetch()}>{intl.formatMessage(m.retry)}</Button>}
        >
          {intl.formatMessage(m.failed)}
        </Alert>
      ) : dashboard.isPending ? (
        <Spinner />
      ) : (
        <Figures
          totals={dashboard.data.totals}
          buckets={dashboard.data.buckets}
          bucket={dashboard.data.bucket}
        />
      )}
    </Stack>
  );
}

function Figures({
  totals,
  buckets,
  bucket,
}: {
  totals: DashboardFigures;
  buckets: DashboardBucketFigures[];
  bucket: DashboardBucket;
}) {
  const intl = useIntl();
  const columns = useMemo(
    (): DataTableColumn<DashboardBucketFigures>[] => [
      {
        id: 'bucket',
        header: intl.formatMessage(m.period),
        accessor: 'bucket',
        nowrap: true,
        cell: (row) => bucketText(intl, bucket, row.bucket),
      },
      ...FIGURES.map(
        ({ key, label }): DataTableColumn<DashboardBucketFigures> => ({
          id: key,
          header: intl.formatMessage(label),
          accessor: key,
          align: 'end',
          cell: (row) => ltr(valueText(intl, key, row[key])),
        }),
      ),
    ],
    [intl, bucket],
  );
  const nothing = FIGURES.every(({ key }) => totals[key] === 0);
  return (
    <Stack gap="lg">
      <section aria-label={intl.formatMessage(m.totals)}>
        <Stack direction="row" gap="md" wrap>
          {FIGURES.map(({ key, label }) => (
            <Card key={key} title={intl.formatMessage(label)} headingLevel={2}>
              <strong>{ltr(valueText(intl, key, totals[key]))}</strong>
            </Card>
          ))}
        </Stack>
      </section>
      {nothing ? (
        <Alert kind="info">{intl.formatMessage(m.empty)}</Alert>
      ) : (
        FIGURES.filter((figure) => figure.chart).map(({ key, label }) => {
          const top = Math.max(1, ...buckets.map((row) => row[key]));
          return (
            <Card
              key={key}
              title={intl.formatMessage(v.overTime, { figure: intl.formatMessage(label) })}
              headingLevel={2}
            >
              <Stack gap="sm">
                {buckets.map((row) => (
                  <ProgressBar
                    key={row.bucket}
                    label={bucketText(intl, bucket, row.bucket)}
                    value={(row[key] / top) * 100}
                    valueLabel={valueText(intl, key, row[key])}
                  />
                ))}
              </Stack>
            </Card>
          );
        })
      )}
      <Card title={intl.formatMessage(m.figures)} headingLevel={2}>
        <DataTable<DashboardBucketFigures>
          label={intl.formatMessage(m.figures)}
          data={buckets}
          columns={columns}
          getRowId={(row) => row.bucket}
          exportFileName="dashboard"
          defaultPageSize={25}
        />
      </Card>
    </Stack>
  );
}
