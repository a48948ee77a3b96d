import { settleAnsweredOrders, virtualNumberMutations, virtualNumberQueries } from '@switchboard/api-client';
import type { NumberOrder } from '@switchboard/contract';
import { Badge, Button, DataTable, type DataTableColumn, toast } from '@switchboard/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { failureNotice } from '#features/forms/failureNotice';
import { displayName } from '#features/i18n/displayName';
import { enumLabels } from '#features/i18n/enumLabels';
import { formatWhen } from '#features/shell/formatWhen';
import { didsMessages as m, orderStatusMessages } from './dids.messages';

/**
 * The account's orders, read again while one waits for the supplier; when one is answered, the
 * numbers and the balance it changed are read again too. A pending order can be cancelled.
 */
export function OrdersTable() {
  const intl = useIntl();
  const { api } = useApp();
  const queryClient = useQueryClient();
  const { data: orders } = useSuspenseQuery(virtualNumberQueries(api).orders());
  const cancel = useMutation(virtualNumberMutations(api).cancelNumberOrder());

  const pending = orders.filter((order) => order.order_status === 'pending').length;
  const before = useRef(pending);
  useEffect(() => {
    if (pending < before.current) {
      void settleAnsweredOrders(queryClient);
    }
    before.current = pending;
  }, [pending, queryClient]);

  const columns = useMemo<DataTableColumn<NumberOrder>[]>(() => {
    const country = (row: NumberOrder) => displayName(intl, row.country, 'region') ?? row.country;
    const type = (row: NumberOrder) => intl.formatMessage(enumLabels.DID_NUMBER_TYPES[row.number_type]);
    const status = (row: NumberOrder) => intl.formatMessage(orderStatusMessages[row.order_status]);
    return [
      { id: 'country', header: intl.formatMessage(m.country), accessor: country, searchable: true },
      { id: 'number_type', header: intl.formatMessage(m.numberType), accessor: type },
      { id: 'quantity', header: intl.formatMessage(m.quantity), accessor: 'quantity', align: 'end' },
      {
        id: 'order_status',
        header: intl.formatMessage(m.status),
        accessor: status,
        cell: (row) => (
          <Badge kind={row.order_status === 'active' ? 'active' : 'neutral'}>{status(row)}</Badge>
        ),
      },
      { id: 'channel', header: intl.formatMessage(m.channel), accessor: 'channel', align: 'end' },
      { id: 'reason', header: intl.formatMessage(m.reason), accessor: (row) => row.reason ?? '' },
      {
        id: 'created_at',
        header: intl.formatMessage(m.createdAt),
        // A Date, so the column sorts by time and the cell shows it in the user's format.
        accessor: (row) => new Date(row.created_at),
        nowrap: true,
        cell: (_row, value) => formatWhen(intl, value),
      },
    ];
  }, [intl]);

  const cancelOrder = (order: NumberOrder) =>
    cancel.mutate(
      { params: { id: order.id }, body: {} },
      {
        onSuccess: () => toast.success(intl.formatMessage(m.cancelled)),
        onError: (error) => {
          const notice = failureNotice(intl, error, m.failed);
          if (notice) toast.danger(notice);
        },
      },
    );

  return (
    <DataTable<NumberOrder>
      label={intl.formatMessage(m.orders)}
      noun={intl.formatMessage(m.ordersNoun)}
      data={orders}
      columns={columns}
      getRowId={(row) => String(row.id)}
      exportFileName="number-orders"
      rowActions={(row) =>
        row.order_status === 'pending' ? (
          <Button
            size="small"
            loading={cancel.isPending && cancel.variables?.params.id === row.id}
            onClick={() => cancelOrder(row)}
          >
            {intl.formatMessage(m.cancelOrder)}
          </Button>
        ) : null
      }
    />
  );
}
