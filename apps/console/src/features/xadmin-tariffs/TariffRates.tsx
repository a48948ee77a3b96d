import { tariffMutations } from '@switchboard/api-client';
import { type Tariff, type TariffType, tariffRateBody } from '@switchboard/contract';
import { Button, DataTable, type DataTableColumn, Icon, PageHeader, Stack, TextField } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '#features/forms/contractErrors';
import { displayName } from '#features/i18n/displayName';
import { tariffTypeText } from '#features/widget';
import { adminTariffsMessages as m } from './adminTariffs.messages';
import { EditDialog } from './EditDialog';
import { PasteRatesDialog } from './PasteRatesDialog';

const checkRate = contractErrors(tariffRateBody);

/** One tariff type's rate per country: searched by country or dialling code, each edited in a dialog. */
export function TariffRates({ type }: { type: TariffType }) {
  const intl = useIntl();
  const { api, queries } = useApp();
  const { data: rates } = useSuspenseQuery(queries.tariffs(type.id));
  const setRate = useMutation(tariffMutations(api).setTariffRate());
  const [editing, setEditing] = useState<Tariff | null>(null);
  const [pasting, setPasting] = useState(false);
  const name = tariffTypeText(intl, type).name;

  const rows = useMemo(
    () =>
      rates
        .map((row) => ({ ...row, country: displayName(intl, row.code, 'region') ?? row.country }))
        .sort((a, b) => a.country.localeCompare(b.country, intl.locale)),
    [rates, intl],
  );
  const columns = useMemo(
    (): DataTableColumn<Tariff>[] => [
      { id: 'country', header: intl.formatMessage(m.country), accessor: 'country', searchable: true },
      {
        id: 'dial_code',
        header: intl.formatMessage(m.dialCode),
        accessor: 'dial_code',
        searchable: true,
        nowrap: true,
        cell: (row) => <span dir="ltr">{row.dial_code}</span>,
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
            maximumFractionDigits: 6,
          }),
      },
    ],
    [intl],
  );

  return (
    <Stack as="section" gap="md" aria-label={intl.formatMessage(m.ratesOf, { name })}>
      <PageHeader
        headingLevel={2}
        title={intl.formatMessage(m.ratesOf, { name })}
        description={intl.formatMessage(m.ratesHint)}
        actions={
          <Button icon={<Icon name="upload" />} onClick={() => setPasting(true)}>
            {intl.formatMessage(m.pasteRates)}
          </Button>
        }
      />
      <DataTable<Tariff>
        label={intl.formatMessage(m.ratesOf, { name })}
        noun={intl.formatMessage(m.countries)}
        data={rows}
        columns={columns}
        getRowId={(row) => row.code}
        exportFileName={`tariff-${type.id}`}
        emptyMessage={intl.formatMessage(m.noRates)}
        rowActions={(row) => (
          <Button
            size="small"
            icon={<Icon name="edit" />}
            aria-label={intl.formatMessage(m.editRate, { country: row.country })}
            onClick={() => setEditing(row)}
          >
            {intl.formatMessage(m.edit)}
          </Button>
        )}
      />
      {editing && (
        <EditDialog
          key={editing.code}
          title={intl.formatMessage(m.editRate, { country: editing.country })}
          description={intl.formatMessage(m.ratesHint)}
          initialValues={{ rate: String(editing.rate) }}
          validate={checkRate}
          save={(values) =>
            setRate.mutateAsync({
              params: { type: type.id, code: editing.code },
              body: { rate: values.rate.trim() },
            })
          }
          savedText={intl.formatMessage(m.rateSaved)}
          onClose={() => setEditing(null)}
          fields={(bind) => (
            <TextField {...bind('rate', intl.formatMessage(m.rate))} inputMode="decimal" dir="ltr" required />
          )}
        />
      )}
      {pasting && <PasteRatesDialog type={type} name={name} onClose={() => setPasting(false)} />}
    </Stack>
  );
}
