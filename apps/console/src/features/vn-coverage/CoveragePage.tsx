import { virtualNumberQueries } from '@switchboard/api-client';
import { type CoverageEntry, formatEuro } from '@switchboard/contract';
import { Button, DataTable, type DataTableColumn, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ltrText } from '#features/crud/ltrText';
import { enumLabels } from '#features/i18n/enumLabels';
import { useTableHeight } from '#features/shell/useTableHeight';
import { coverageMessages as m, orderNameMessages } from './coverage.messages';
import { OrderDialog } from './OrderDialog';
import { useCoverageRows } from './useCoverageRows';

/**
 * /virtual-number/coverage (spec §2 Pricing & Coverage): every country and number type offered,
 * with setup and monthly prices in euro (spec §9), channels, SMS and documents; the table's search
 * finds a country by name or dialling code, and each row orders numbers of its kind.
 */
export function CoveragePage() {
  const intl = useIntl();
  const { api } = useApp();
  const height = useTableHeight();
  const { data } = useSuspenseQuery(virtualNumberQueries(api).coverage());
  const rows = useCoverageRows(data);
  const [ordering, setOrdering] = useState<CoverageEntry | null>(null);

  const columns = useMemo<DataTableColumn<CoverageEntry>[]>(() => {
    const yesNo = (value: boolean) => intl.formatMessage(value ? m.yes : m.no);
    const type = (row: CoverageEntry) => intl.formatMessage(enumLabels.DID_NUMBER_TYPES[row.number_type]);
    const documents = (row: CoverageEntry) =>
      intl.formatMessage(row.documents_required ? m.required : m.notRequired);
    return [
      { id: 'country', header: intl.formatMessage(m.country), accessor: 'country_name', searchable: true },
      {
        id: 'dial_code',
        header: intl.formatMessage(m.dialCode),
        accessor: 'dial_code',
        searchable: true,
        nowrap: true,
        cell: (row) => ltrText(row.dial_code),
      },
      { id: 'number_type', header: intl.formatMessage(m.numberType), accessor: type, cell: type },
      {
        id: 'setup',
        header: intl.formatMessage(m.setup),
        accessor: 'setup_price_minor',
        align: 'end',
        nowrap: true,
        cell: (row) => formatEuro(row.setup_price_minor),
        exportValue: (row) => formatEuro(row.setup_price_minor),
      },
      {
        id: 'monthly',
        header: intl.formatMessage(m.monthly),
        accessor: 'monthly_price_minor',
        align: 'end',
        nowrap: true,
        cell: (row) => formatEuro(row.monthly_price_minor),
        exportValue: (row) => formatEuro(row.monthly_price_minor),
      },
      { id: 'channels', header: intl.formatMessage(m.channels), accessor: 'channels', align: 'end' },
      {
        id: 'sms',
        header: intl.formatMessage(m.sms),
        accessor: 'sms',
        cell: (row) => yesNo(row.sms),
        exportValue: (row) => yesNo(row.sms),
      },
      {
        id: 'documents',
        header: intl.formatMessage(m.documents),
        accessor: 'documents_required',
        cell: documents,
        exportValue: documents,
      },
    ];
  }, [intl]);

  const title = intl.formatMessage(m.title);
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={intl.formatMessage(m.description)} />
      <DataTable<CoverageEntry>
        label={title}
        noun={intl.formatMessage(m.noun)}
        data={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        exportFileName="coverage"
        height={height}
        rowActions={(row) => (
          <Button
            size="small"
            aria-label={intl.formatMessage(orderNameMessages.orderName, {
              type: intl.formatMessage(enumLabels.DID_NUMBER_TYPES[row.number_type]),
              country: row.country_name,
            })}
            onClick={() => setOrdering(row)}
          >
            {intl.formatMessage(m.order)}
          </Button>
        )}
      />
      {ordering && (
        <OrderDialog
          key={ordering.id}
          offer={ordering}
          open
          onOpenChange={(open) => !open && setOrdering(null)}
        />
      )}
    </Stack>
  );
}
