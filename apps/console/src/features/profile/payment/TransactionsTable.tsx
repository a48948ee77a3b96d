import { formatEuro, type Transaction } from '@switchboard/contract';
import {
  Button,
  CardBrandIcon,
  cardBrandNames,
  DataTable,
  type DataTableColumn,
  Icon,
  Stack,
  TextLink,
  toast,
} from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { formatWhen } from '#features/shell/formatWhen';
import { useTableHeight } from '#features/shell/useTableHeight';
import { transactionMessages as m } from '../money/money.messages';
import { sendBrowserTo } from '../money/sendBrowserTo';

/**
 * The card charges (spec §3 Transaction): date, card, amount, the provider's receipt, our PDF
 * invoice and what happened. An empty list says so (spec §2).
 */
export function TransactionsTable() {
  const intl = useIntl();
  const { queries } = useApp();
  const { data: transactions } = useSuspenseQuery(queries.transactions());
  const height = useTableHeight();

  const columns: DataTableColumn<Transaction>[] = [
    {
      id: 'created_at',
      header: intl.formatMessage(m.createdAt),
      accessor: (row) => new Date(row.created_at),
      cell: (_row, value) => formatWhen(intl, value),
      nowrap: true,
    },
    {
      id: 'card_type',
      header: intl.formatMessage(m.cardType),
      accessor: (row) => (row.card_type ? `${cardBrandNames[row.card_type]} ${row.last_four ?? ''}` : ''),
      cell: (row) =>
        row.card_type && (
          <Stack direction="row" gap="xs">
            <CardBrandIcon brand={row.card_type} size={32} decorative />
            <span>
              {cardBrandNames[row.card_type]} <bdi>{row.last_four}</bdi>
            </span>
          </Stack>
        ),
      nowrap: true,
    },
    {
      id: 'amount',
      header: intl.formatMessage(m.amount),
      accessor: 'amount_minor',
      cell: (row) => <bdi>{formatEuro(row.amount_minor)}</bdi>,
      exportValue: (row) => formatEuro(row.amount_minor),
      align: 'end',
      nowrap: true,
    },
    {
      id: 'receipt_url',
      header: intl.formatMessage(m.receipt),
      accessor: 'receipt_url',
      sortable: false,
      cell: (row) =>
        row.receipt_url && (
          <TextLink href={row.receipt_url} target="_blank" rel="noreferrer">
            {intl.formatMessage(m.viewReceipt)}
          </TextLink>
        ),
    },
    {
      id: 'invoice_link',
      header: intl.formatMessage(m.invoice),
      accessor: 'invoice_number',
      sortable: false,
      cell: (row) => row.invoice_link && <InvoiceButton transaction={row} />,
    },
    { id: 'message', header: intl.formatMessage(m.message), accessor: 'message', searchable: true },
  ];

  return (
    <DataTable
      label={intl.formatMessage(m.label)}
      noun={intl.formatMessage(m.noun)}
      data={transactions}
      columns={columns}
      getRowId={(row) => String(row.id)}
      defaultSorting={[{ id: 'created_at', desc: true }]}
      exportFileName="transactions"
      emptyMessage={intl.formatMessage(m.empty)}
      height={height}
    />
  );
}

/**
 * The invoice: its link is an API path behind the login, answering a short-lived download address
 * that the browser then opens (the PDF comes as an attachment).
 */
function InvoiceButton({ transaction }: { transaction: Transaction }) {
  const intl = useIntl();
  const { api } = useApp();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const { url } = await api.call('invoice', { params: { id: transaction.id } });
      sendBrowserTo(url);
    } catch {
      toast.danger(intl.formatMessage(m.invoiceFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size="small" kind="ghost" icon={<Icon name="download" />} loading={pending} onClick={download}>
      {intl.formatMessage(m.downloadInvoice, { number: transaction.invoice_number ?? '' })}
    </Button>
  );
}
