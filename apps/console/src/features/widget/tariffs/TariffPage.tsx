import type { Tariff } from '@switchboard/contract';
import { DataTable, type DataTableColumn, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { displayName } from '#features/i18n/displayName';
import { AppLink } from '#features/shell/links';
import { useTableHeight } from '#features/shell/useTableHeight';
import { widgetMenuMessages } from '#features/shell/widgetMenu.messages';
import { tariffTypeText } from './tariffTypeText';
import { widgetTariffsMessages as m } from './widgetTariffs.messages';

/**
 * /widget/tariffs/{type}: one tariff type's rate per country, searchable by country or dialling
 * code. Countries are named in the interface language (the API names them in English).
 */
export function TariffPage({ type }: { type: string }) {
  const intl = useIntl();
  const { queries } = useApp();
  const height = useTableHeight();
  const { data: tariffs } = useSuspenseQuery(queries.tariffs(type));
  const { data: types } = useSuspenseQuery(queries.tariffTypes());
  const kind = types.find((candidate) => candidate.id === type);
  const text = kind ? tariffTypeText(intl, kind) : undefined;

  const rows = useMemo(
    () =>
      tariffs
        .map((row) => ({ ...row, country: displayName(intl, row.code, 'region') ?? row.country }))
        .sort((a, b) => a.country.localeCompare(b.country, intl.locale)),
    [tariffs, intl],
  );

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

  const title = text?.name ?? intl.formatMessage(widgetMenuMessages.tariffs);
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={text?.rates}
        actions={<AppLink to="/widget/tariffs">{intl.formatMessage(m.backToTariffs)}</AppLink>}
      />
      <DataTable<Tariff>
        label={title}
        noun={intl.formatMessage(m.countries)}
        data={rows}
        columns={columns}
        getRowId={(row) => row.code}
        exportFileName={`tariff-${type}`}
        height={height}
      />
    </Stack>
  );
}
