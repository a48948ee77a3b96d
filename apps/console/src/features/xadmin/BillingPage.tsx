import { xadminMutations, xadminQueries } from '@switchboard/api-client';
import { BILLING_KINDS, type BillingEntry, type BillingKind } from '@switchboard/contract';
import {
  Alert,
  Button,
  DataTable,
  type DataTableColumn,
  Icon,
  PageHeader,
  RadioGroup,
  Stack,
  TextField,
  toast,
} from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { lazyNamed } from '#app/lazyNamed';
import { euro } from '#features/call-reports/format';
import { OnceOpened } from '#features/crud/OnceOpened';
import { DateRangeFilters } from '#features/filters/DateRangeFilters';
import { useFilterSearch } from '#features/filters/useFilterSearch';
import { useSession } from '#features/session/useSession';
import { formatWhen } from '#features/shell/formatWhen';
import { saveFile } from '#features/shell/saveFile';
import { type BillingSearch, billingBody, validateBillingSearch } from './billingSearch';
import { EuroField } from './EuroField';
import { billingMessages as m } from './xadmin.messages';

const CreditNoteDialog = lazyNamed(() => import('./CreditNoteDialog'), 'CreditNoteDialog');

const KIND_WORDS: Record<BillingKind, MessageDescriptor> = {
  charge: m.charge,
  recharge: m.recharge,
  failed_payment: m.failedPayment,
  credit_note: m.creditNote,
};

/**
 * /billing: the ledger of every account, filtered by the account, the kind, the days and the
 * amount (all kept in the address), a server page at a time in the kit's table; the CSV holds
 * every filtered row. A credit note, with its reason, credits an account's balance.
 */
export function BillingPage() {
  const intl = useIntl();
  const { api } = useApp();
  const [search, setSearch] = useFilterSearch(validateBillingSearch);
  const { isAdmin } = useSession();
  // The route's loader ensured the address's first page; others are asked for as the filters change.
  const entries = useQuery({ ...xadminQueries(api).billingPage(billingBody(search)), enabled: isAdmin });
  const exporting = useMutation(xadminMutations(api).exportBilling());
  const [issuing, setIssuing] = useState(false);
  const filter = (next: Partial<BillingSearch>) => setSearch({ ...search, ...next, page: undefined });

  const columns = useMemo(
    (): DataTableColumn<BillingEntry>[] => [
      {
        id: 'created_at',
        header: intl.formatMessage(m.when),
        accessor: (entry) => new Date(entry.created_at),
        nowrap: true,
        cell: (_entry, value) => formatWhen(intl, value),
      },
      { id: 'account', header: intl.formatMessage(m.account), accessor: 'account_name' },
      { id: 'email', header: intl.formatMessage(m.email), accessor: 'owner_email' },
      {
        id: 'kind',
        header: intl.formatMessage(m.kind),
        accessor: (entry) => intl.formatMessage(KIND_WORDS[entry.kind]),
      },
      {
        id: 'amount',
        header: intl.formatMessage(m.amount),
        accessor: 'amount',
        align: 'end',
        nowrap: true,
        cell: (entry) => euro(entry.amount_minor),
      },
      { id: 'description', header: intl.formatMessage(m.entryDescription), accessor: 'description' },
    ],
    [intl],
  );

  const exportCsv = async () => {
    try {
      const { page: _page, ...filters } = billingBody(search);
      const csv = await exporting.mutateAsync({ body: filters });
      saveFile(new Blob([csv], { type: 'text/csv' }), 'billing.csv');
    } catch {
      toast.danger(intl.formatMessage(m.exportFailed));
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={
          <Stack direction="row" gap="sm" wrap>
            <Button
              icon={<Icon name="download" />}
              loading={exporting.isPending}
              onClick={() => void exportCsv()}
            >
              {intl.formatMessage(m.exportCsv)}
            </Button>
            <Button kind="primary" icon={<Icon name="plus" />} onClick={() => setIssuing(true)}>
              {intl.formatMessage(m.issue)}
            </Button>
          </Stack>
        }
      />
      <Stack direction="row" gap="md" wrap align="end">
        <TextField
          label={intl.formatMessage(m.search)}
          value={search.q ?? ''}
          onChange={(q) => filter({ q: q || undefined })}
          maxLength={100}
        />
        <RadioGroup
          label={intl.formatMessage(m.kind)}
          orientation="horizontal"
          options={[
            { value: 'any', label: intl.formatMessage(m.anyKind) },
            ...BILLING_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(KIND_WORDS[kind]) })),
          ]}
          value={search.kind ?? 'any'}
          onChange={(kind) => filter({ kind: BILLING_KINDS.find((known) => known === kind) })}
        />
        <DateRangeFilters
          value={{ start: search.start, end: search.end }}
          onChange={(next) => filter({ start: next.start, end: next.end })}
        />
        <EuroField
          label={intl.formatMessage(m.minAmount)}
          value={search.min ?? null}
          onChange={(min) => filter({ min: min ?? undefined })}
        />
        <EuroField
          label={intl.formatMessage(m.maxAmount)}
          value={search.max ?? null}
          onChange={(max) => filter({ max: max ?? undefined })}
        />
      </Stack>
      {entries.isError ? (
        <Alert
          kind="danger"
          action={<Button onClick={() => void entries.refetch()}>{intl.formatMessage(m.retry)}</Button>}
        >
          {intl.formatMessage(m.failed)}
        </Alert>
      ) : (
        <DataTable<BillingEntry>
          label={intl.formatMessage(m.tableLabel)}
          noun={intl.formatMessage(m.noun)}
          data={entries.data?.entries ?? []}
          columns={columns}
          getRowId={(entry) => entry.id}
          loading={entries.isPending}
          emptyMessage={intl.formatMessage(m.empty)}
          // The server's CSV holds every filtered row; the table's own export would hold one page.
          exportFormats={[]}
          paging={{
            pageIndex: (search.page ?? 1) - 1,
            pageSize: entries.data?.page_size ?? 25,
            total: entries.data?.total ?? 0,
            onPageChange: (index) => setSearch({ ...search, page: index + 1 }),
          }}
        />
      )}
      <OnceOpened open={issuing}>
        <CreditNoteDialog open={issuing} onClose={() => setIssuing(false)} />
      </OnceOpened>
    </Stack>
  );
}
