import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@switchboard/contract';
import { Alert, Badge, Button, DataTable, type DataTableColumn, Modal, Spinner } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ltrCell } from '#features/crud/ltrCell';
import { formatWhen } from '#features/shell/formatWhen';
import { integrationsMessages as m } from './integrations.messages';

const STATUS: Record<
  WebhookDeliveryStatus,
  { kind: 'neutral' | 'active' | 'inactive'; label: MessageDescriptor }
> = {
  pending: { kind: 'neutral', label: m.pending },
  delivered: { kind: 'active', label: m.delivered },
  failed: { kind: 'inactive', label: m.failed },
};

/** What the receiver last said: its HTTP status, or why there was no answer. */
function lastAnswer(intl: IntlShape, delivery: WebhookDelivery): string {
  const last = delivery.attempts.at(-1);
  if (!last) return '';
  if (last.status_code !== null) return `HTTP ${last.status_code} · ${last.duration_ms} ms`;
  return last.error ?? intl.formatMessage(m.noAnswer);
}

function columnsOf(intl: IntlShape): DataTableColumn<WebhookDelivery>[] {
  return [
    {
      id: 'created_at',
      header: intl.formatMessage(m.created),
      accessor: (delivery) => new Date(delivery.created_at),
      nowrap: true,
      cell: (_delivery, value) => formatWhen(intl, value),
    },
    { id: 'event', header: intl.formatMessage(m.event), accessor: 'event', cell: ltrCell },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      accessor: 'status',
      cell: (delivery) => (
        <Badge kind={STATUS[delivery.status].kind}>{intl.formatMessage(STATUS[delivery.status].label)}</Badge>
      ),
    },
    {
      id: 'attempts',
      header: intl.formatMessage(m.attempts),
      accessor: (d) => d.attempts.length,
      align: 'end',
    },
    {
      id: 'answer',
      header: intl.formatMessage(m.lastAnswer),
      accessor: (d) => lastAnswer(intl, d),
      cell: ltrCell,
    },
    {
      id: 'next_attempt_at',
      header: intl.formatMessage(m.nextAttempt),
      accessor: (d) => (d.next_attempt_at ? new Date(d.next_attempt_at) : null),
      nowrap: true,
      cell: (_delivery, value) => (value ? formatWhen(intl, value) : ''),
    },
  ];
}

/**
 * The endpoint's latest deliveries with their attempts, fetched while the log is open (a popup of
 * the page, not the route's to load) and refreshed as the worker adds attempts. Closed: no `hook`.
 */
export function DeliveryLog({ hook, onClose }: { hook: WebhookEndpoint | null; onClose: () => void }) {
  const intl = useIntl();
  const { queries } = useApp();
  // With no endpoint the log is closed and nothing is fetched (id 0 is never asked for).
  const { data, isPending, isError } = useQuery({
    ...queries.webhookDeliveries(hook?.id ?? 0),
    enabled: hook !== null,
    refetchInterval: 5_000,
  });
  return (
    <Modal
      open={hook !== null}
      width="large"
      title={intl.formatMessage(m.deliveriesTitle, { url: hook?.url ?? '' })}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <Modal.Close>
          <Button>{intl.formatMessage(m.done)}</Button>
        </Modal.Close>
      }
    >
      {isError ? (
        <Alert kind="danger">{intl.formatMessage(m.logFailed)}</Alert>
      ) : isPending ? (
        <Spinner />
      ) : (
        <DataTable<WebhookDelivery>
          label={intl.formatMessage(m.deliveriesLabel)}
          noun={intl.formatMessage(m.deliveryNoun)}
          data={data ?? []}
          columns={columnsOf(intl)}
          getRowId={(delivery) => String(delivery.id)}
          defaultSorting={[{ id: 'created_at', desc: true }]}
          exportFileName="webhook-deliveries"
        />
      )}
    </Modal>
  );
}
