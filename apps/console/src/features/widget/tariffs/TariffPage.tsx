import { ApiError } from '@switchboard/api-client';
import type { Tariff } from '@switchboard/contract';
import { Alert, Button, DataTable, type DataTableColumn, PageHeader, Result, Stack } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../../app/AppContextProvider';
import { AppLink } from '../../shell/links';
import { useTableHeight } from '../../shell/useTableHeight';
import { widgetMenuMessages, widgetMessages } from '../widget.messages';
import { widgetTariffsMessages as m } from './widgetTariffs.messages';

const NO_TARIFFS: Tariff[] = [];

/**
 * /widget/tariffs/{type}: one tariff type's rate per country, searchable by country or dialling
 * code. An unknown type is a 404 from the API, shown as not found.
 */
export function TariffPage({ type }: { type: string }) {
  const intl = useIntl();
  const { queries } = useApp();
  const height = useTableHeight();
  const tariffs = useQuery(queries.tariffs(type));
  const types = useQuery(queries.tariffTypes());
  const kind = types.data?.find((candidate) => candidate.id === type);

  const columns = useMemo<DataTableColumn<Tariff>[]>(
    () => [
      { id: 'country', header: intl.formatMessage(m.country), accessor: 'country', searchable: true },
      {
        id: 'dial_code',
        header: intl.formatMessage(m.dialCode),
        accessor: 'dial_code',
        searchable: true,
        nowrap: true,
      },
      {
        id: 'rate',
        header: intl.formatMessage(m.rate),
        accessor: 'rate',
        align: 'end',
        nowrap: true,
        cell: (row) =>
          intl.formatNumber(row.rate, {
            style: 'currency',
            currency: row.currency,
            maximumFractionDigits: 4,
          }),
      },
    ],
    [intl],
  );

  const back = <AppLink to="/widget/tariffs">{intl.formatMessage(m.backToTariffs)}</AppLink>;

  if (tariffs.error instanceof ApiError && tariffs.error.status === 404) {
    return (
      <Result headingLevel={1} title={intl.formatMessage(m.notFound)} code="404" actions={back}>
        {intl.formatMessage(m.notFoundText)}
      </Result>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={kind?.name ?? intl.formatMessage(widgetMenuMessages.tariffs)}
        description={kind ? intl.formatMessage(m.ratesDescription, { unit: kind.unit }) : undefined}
        actions={back}
      />
      {tariffs.isError ? (
        <Alert
          kind="danger"
          title={intl.formatMessage(m.tariffFailed)}
          action={
            <Button size="small" onClick={() => void tariffs.refetch()}>
              {intl.formatMessage(widgetMessages.retry)}
            </Button>
          }
        />
      ) : (
        <DataTable<Tariff>
          label={kind?.name ?? type}
          noun={intl.formatMessage(m.countries)}
          data={tariffs.data ?? NO_TARIFFS}
          columns={columns}
          getRowId={(row) => row.code}
          exportFileName={`tariff-${type}`}
          height={height}
          loading={tariffs.isPending}
        />
      )}
    </Stack>
  );
}
