import { telephonyMutations } from '@switchboard/api-client';
import type { RateDeckRow, RateImportPreview } from '@switchboard/contract';
import {
  Alert,
  DataTable,
  type DataTableColumn,
  DateField,
  List,
  ProgressBar,
  Stack,
  Tabs,
  toast,
} from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ltrCell } from '../crud/ltrCell';
import { FileImportDialog } from '../resource/FileImportDialog';
import { ratesMessages as m } from './rates.messages';

export interface RateImportDialogProps {
  carrierId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Changed = RateImportPreview['changed'][number];

const texts = {
  title: m.importTitle,
  file: m.importFile,
  fileHint: m.importFileHint,
  chooseFile: m.chooseFile,
  cancel: m.cancel,
  preview: m.preview,
  reading: m.uploading,
  previewFailed: m.importFailed,
  applyFailed: m.applyFailed,
};

function rowColumns(intl: IntlShape): DataTableColumn<RateDeckRow>[] {
  return [
    {
      id: 'prefix',
      header: intl.formatMessage(m.prefix),
      accessor: 'prefix',
      cell: ltrCell,
      searchable: true,
    },
    {
      id: 'prefix_name',
      header: intl.formatMessage(m.prefixName),
      accessor: 'prefix_name',
      searchable: true,
    },
    {
      id: 'carrier_rate',
      header: intl.formatMessage(m.carrierRate),
      accessor: 'carrier_rate',
      cell: ltrCell,
    },
    { id: 'setup_rate', header: intl.formatMessage(m.setupRate), accessor: 'setup_rate', cell: ltrCell },
    {
      id: 'effective_date',
      header: intl.formatMessage(m.effectiveDate),
      accessor: 'effective_date',
      cell: ltrCell,
    },
  ];
}

/** 'old → new' when a value changed, the value alone when it did not. */
const change = (intl: IntlShape, old: string, next: string) =>
  old === next ? (
    <span dir="ltr">{next}</span>
  ) : (
    <span dir="ltr">{intl.formatMessage(m.oldToNew, { old, new: next })}</span>
  );

function changedColumns(intl: IntlShape): DataTableColumn<Changed>[] {
  const of = (field: keyof RateDeckRow) => (row: Changed) =>
    change(intl, String(row.old[field]), String(row.new[field]));
  return [
    {
      id: 'prefix',
      header: intl.formatMessage(m.prefix),
      accessor: (row) => row.new.prefix,
      cell: of('prefix'),
      searchable: true,
    },
    {
      id: 'prefix_name',
      header: intl.formatMessage(m.prefixName),
      accessor: (row) => row.new.prefix_name,
      cell: of('prefix_name'),
    },
    {
      id: 'carrier_rate',
      header: intl.formatMessage(m.carrierRate),
      accessor: (row) => row.new.carrier_rate,
      cell: of('carrier_rate'),
    },
    {
      id: 'setup_rate',
      header: intl.formatMessage(m.setupRate),
      accessor: (row) => row.new.setup_rate,
      cell: of('setup_rate'),
    },
    {
      id: 'effective_date',
      header: intl.formatMessage(m.effectiveDate),
      accessor: (row) => row.new.effective_date,
      cell: of('effective_date'),
    },
  ];
}

/**
 * 'Import rate deck': a CSV or XLSX file is uploaded and read by the API into a preview (nothing
 * stored), shown as a diff against the current deck (added, changed old → new, removed) with
 * effective dates; only 'Apply' changes the deck, in one transaction (all or nothing).
 */
export function RateImportDialog({ carrierId, open, onOpenChange }: RateImportDialogProps) {
  const intl = useIntl();
  const { api } = useApp();
  const [effectiveDate, setEffectiveDate] = useState<string | null>(null);

  const preview = useMutation(telephonyMutations(api).previewCarrierRateImport());
  const apply = useMutation(telephonyMutations(api).applyCarrierRateImport());

  const result = preview.data;
  const changes = result ? result.counts.added + result.counts.changed + result.counts.removed : 0;
  const busy = preview.isPending || apply.isPending;
  const columns = useMemo(() => rowColumns(intl), [intl]);
  const diffColumns = useMemo(() => changedColumns(intl), [intl]);

  return (
    <FileImportDialog
      open={open}
      onOpenChange={onOpenChange}
      texts={texts}
      width="large"
      preview={preview}
      apply={apply}
      onPreview={(file) =>
        preview.mutate({
          params: { carrierId },
          body: { file, ...(effectiveDate ? { effective_date: effectiveDate } : {}) },
        })
      }
      applyLabel={intl.formatMessage(m.apply)}
      // The API applies a deck only whole: a line it could not read must be fixed first.
      canApply={changes > 0 && result?.counts.errors === 0}
      onApply={(previewed, close) =>
        apply.mutate(
          { params: { carrierId, importId: previewed.import_id }, body: {} },
          {
            onSuccess: (applied) => {
              toast.success(intl.formatMessage(m.applied, { ...applied }));
              close();
            },
          },
        )
      }
      onClose={() => setEffectiveDate(null)}
      fields={
        <DateField
          label={intl.formatMessage(m.importDate)}
          value={effectiveDate}
          onChange={(value) => {
            setEffectiveDate(value);
            preview.reset();
          }}
          disabled={busy}
        />
      }
    >
      {apply.isPending && <ProgressBar label={intl.formatMessage(m.applying, { count: changes })} />}
      {result && <PreviewResult result={result} columns={columns} diffColumns={diffColumns} />}
      {result && result.counts.errors > 0 && <Alert kind="danger">{intl.formatMessage(m.fixFirst)}</Alert>}
      {result && changes === 0 && result.counts.errors === 0 && (
        <Alert kind="info">{intl.formatMessage(m.nothingToApply)}</Alert>
      )}
    </FileImportDialog>
  );
}

function PreviewResult({
  result,
  columns,
  diffColumns,
}: {
  result: RateImportPreview;
  columns: DataTableColumn<RateDeckRow>[];
  diffColumns: DataTableColumn<Changed>[];
}) {
  const intl = useIntl();
  const { counts } = result;
  const shown = (list: readonly unknown[], total: number) =>
    list.length < total ? intl.formatMessage(m.firstRows, { shown: list.length, total }) : null;
  const table = <T,>(label: string, data: readonly T[], cols: DataTableColumn<T>[], total: number) => (
    <Stack gap="xs">
      {shown(data, total)}
      <DataTable<T> label={label} data={data} columns={cols} exportFormats={[]} defaultPageSize={5} />
    </Stack>
  );
  return (
    <Stack gap="md">
      <Alert kind="info">{intl.formatMessage(m.summary, { rows: result.rows, ...counts })}</Alert>
      {result.errors.length > 0 && (
        <Alert kind="danger" title={intl.formatMessage(m.errorsHeading, { count: counts.errors })}>
          <List spacing="none">
            {result.errors.map((error) => (
              <List.Item key={error.line}>{intl.formatMessage(m.errorLine, error)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Tabs defaultValue="added">
        <Tabs.List aria-label={intl.formatMessage(m.diffTabs)}>
          <Tabs.Tab value="added">{`${intl.formatMessage(m.added)} (${intl.formatNumber(counts.added)})`}</Tabs.Tab>
          <Tabs.Tab value="changed">{`${intl.formatMessage(m.changed)} (${intl.formatNumber(counts.changed)})`}</Tabs.Tab>
          <Tabs.Tab value="removed">{`${intl.formatMessage(m.removed)} (${intl.formatNumber(counts.removed)})`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="added">
          {table(intl.formatMessage(m.added), result.added, columns, counts.added)}
        </Tabs.Panel>
        <Tabs.Panel value="changed">
          {table(intl.formatMessage(m.changed), result.changed, diffColumns, counts.changed)}
        </Tabs.Panel>
        <Tabs.Panel value="removed">
          {table(intl.formatMessage(m.removed), result.removed, columns, counts.removed)}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
