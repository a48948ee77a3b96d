import { virtualNumberQueries } from '@switchboard/api-client';
import {
  formatEuro,
  type OwnedNumbers,
  type ReportDayCount,
  type VirtualNumberDashboard,
} from '@switchboard/contract';
import { Card, DataTable, type DataTableColumn, Meter, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { DailyChart } from '#features/call-reports/DailyChart';
import { ltr } from '#features/call-reports/format';
import { displayName } from '#features/i18n/displayName';
import { enumLabels } from '#features/i18n/enumLabels';
import { vnDashboardMessages as m, vnDashboardValueMessages as v } from './vnDashboard.messages';

/**
 * /virtual-number/dashboard: this month's calls, SMS and spend on the rented numbers, the channels
 * in use in each capacity pool against its limit, the numbers by country and type, and the last 30 days, day by day. The route's loader ensures the figures;
 * the month and the days are the account's (its PBX time zone, else UTC), named in the description.
 */
export function VnDashboardPage() {
  const intl = useIntl();
  const { api } = useApp();
  const { data } = useSuspenseQuery(virtualNumberQueries(api).dashboard());
  const owned = data.numbers.reduce((sum, row) => sum + row.count, 0);
  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(v.description, {
          // The month's first day is a calendar day: shown as such, never shifted by a zone.
          month: intl.formatDate(`${data.month}T12:00:00Z`, {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }),
          zone: data.timezone,
        })}
      />
      <Card title={intl.formatMessage(m.thisMonth)} headingLevel={2}>
        <DataTable<Figure>
          label={intl.formatMessage(m.thisMonth)}
          data={figures(intl, data)}
          columns={figureColumns(intl)}
          getRowId={(row) => row.id}
          exportFormats={[]}
        />
      </Card>
      <Card title={intl.formatMessage(m.channels)} headingLevel={2}>
        {data.channels.length === 0 ? (
          <p>{intl.formatMessage(m.noPools)}</p>
        ) : (
          <Stack gap="md">
            {data.channels.map((pool) => (
              <Meter
                key={pool.id}
                label={pool.name}
                value={pool.in_use}
                maxValue={pool.channel_limit}
                valueLabel={intl.formatMessage(v.inUseOf, { in_use: pool.in_use, limit: pool.channel_limit })}
              />
            ))}
          </Stack>
        )}
      </Card>
      <Card title={intl.formatMessage(m.numbers)} headingLevel={2}>
        <Stack gap="sm">
          <DataTable<OwnedNumbers>
            label={intl.formatMessage(m.numbers)}
            data={data.numbers}
            columns={numberColumns(intl)}
            getRowId={(row) => `${row.country}-${row.number_type}`}
            exportFormats={[]}
            emptyMessage={intl.formatMessage(m.noNumbers)}
          />
          {owned > 0 && <p>{intl.formatMessage(v.owned, { count: owned })}</p>}
        </Stack>
      </Card>
      <DailyChart<'calls' | 'sms'>
        title={intl.formatMessage(m.lastDays)}
        daily={perDay(data)}
        resultLabel={(kind) => intl.formatMessage(kind === 'calls' ? m.calls : m.sms)}
      />
    </Stack>
  );
}

interface Figure {
  id: string;
  label: string;
  value: string;
}

function figures(intl: IntlShape, data: VirtualNumberDashboard): Figure[] {
  const count = (id: keyof typeof m, n: number) => ({
    id,
    label: intl.formatMessage(m[id]),
    value: intl.formatNumber(n),
  });
  // Spec §9: money in euro, en-US style, whatever the reader's language.
  const money = (id: keyof typeof m, minor: number) => ({
    id,
    label: intl.formatMessage(m[id]),
    value: formatEuro(minor),
  });
  return [
    count('calls', data.calls.count),
    count('minutes', data.calls.minutes),
    count('sms', data.messages.count),
    money('spendNumbers', data.spend.numbers),
    money('spendCalls', data.spend.calls),
    money('spendSms', data.spend.messages),
    money('spendTotal', data.spend.total),
  ];
}

const figureColumns = (intl: IntlShape): DataTableColumn<Figure>[] => [
  { id: 'label', header: intl.formatMessage(m.measure), accessor: 'label', sortable: false },
  {
    id: 'value',
    header: intl.formatMessage(m.value),
    accessor: 'value',
    sortable: false,
    align: 'end',
    cell: (row) => ltr(row.value),
  },
];

const numberColumns = (intl: IntlShape): DataTableColumn<OwnedNumbers>[] => [
  {
    id: 'country',
    header: intl.formatMessage(m.country),
    accessor: (row) => displayName(intl, row.country, 'region') ?? row.country_name,
  },
  {
    id: 'number_type',
    header: intl.formatMessage(m.numberType),
    accessor: (row) => intl.formatMessage(enumLabels.DID_NUMBER_TYPES[row.number_type]),
  },
  {
    id: 'count',
    header: intl.formatMessage(m.count),
    accessor: 'count',
    align: 'end',
    cell: (row) => ltr(intl.formatNumber(row.count)),
  },
];

/** The days as the reports' chart takes them: each day's calls and SMS as its two "results". */
const perDay = (data: VirtualNumberDashboard): ReportDayCount<'calls' | 'sms'>[] =>
  data.daily.flatMap((day) => [
    { day: day.day, result: 'calls' as const, count: day.calls },
    { day: day.day, result: 'sms' as const, count: day.messages },
  ]);
