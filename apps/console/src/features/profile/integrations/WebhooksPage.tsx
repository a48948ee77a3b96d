import type { CreatedWebhookEndpoint, WebhookEndpoint } from '@switchboard/contract';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Icon,
  PageHeader,
  Stack,
  toast,
} from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ltrCell } from '#features/crud/ltrCell';
import { RowActions } from '#features/crud/RowActions';
import { ShownOnce } from '#features/crud/ShownOnce';
import { useCrudDialogs } from '#features/crud/useCrudDialogs';
import { formatWhen } from '#features/shell/formatWhen';
import { DeliveryLog } from './DeliveryLog';
import { integrationsMessages as m } from './integrations.messages';
import { WebhookDialog } from './WebhookDialog';

interface RowHandlers {
  edit: (hook: WebhookEndpoint) => void;
  remove: (hook: WebhookEndpoint) => void;
  test: (hook: WebhookEndpoint) => void;
  log: (hook: WebhookEndpoint) => void;
  testing: number | null;
}

/**
 * /profile/webhooks: the owner's webhook endpoints (GET /admin/profile/webhooks); adding one shows
 * its signing secret once; each row edits, deletes (after a confirmation), sends a test event and
 * opens its delivery log.
 */
export function WebhooksPage() {
  const intl = useIntl();
  const { queries, mutations } = useApp();
  const { data: hooks } = useSuspenseQuery(queries.listWebhooks());
  const { openDialog, dialog, askDelete, deleting } = useCrudDialogs<WebhookEndpoint>();
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const remove = useMutation(mutations.deleteWebhook());
  const test = useMutation(mutations.testWebhook());
  const item = intl.formatMessage(m.webhookItem);

  const sendTest = (hook: WebhookEndpoint) =>
    test.mutate(
      { params: { id: hook.id }, body: {} },
      {
        onSuccess: (delivery) => {
          const last = delivery.attempts.at(-1);
          const status = last?.status_code ? `HTTP ${last.status_code}` : (last?.error ?? '');
          if (delivery.status === 'delivered') toast.success(intl.formatMessage(m.testSent, { status }));
          else toast.danger(intl.formatMessage(m.testSent, { status }));
        },
        onError: () => toast.danger(intl.formatMessage(m.testFailed)),
      },
    );

  const handlers: RowHandlers = {
    edit: openDialog,
    remove: askDelete,
    test: sendTest,
    log: setLogOf,
    testing: test.isPending ? Number(test.variables?.params.id) : null,
  };
  const columns = columnsOf(intl, handlers);

  const confirmDelete = async (hook: WebhookEndpoint) => {
    try {
      await remove.mutateAsync({ params: { id: hook.id } });
      toast.success(intl.formatMessage(m.deleted, { item }));
    } catch (error) {
      toast.danger(intl.formatMessage(m.deleteFailed, { item }));
      throw error;
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(m.webhooksTitle)}
        description={intl.formatMessage(m.webhooksDescription)}
        actions={
          <Button kind="primary" icon={<Icon name="plus" />} onClick={() => openDialog(null)}>
            {intl.formatMessage(m.createWebhook)}
          </Button>
        }
      />
      <DataTable<WebhookEndpoint>
        label={intl.formatMessage(m.webhooksLabel)}
        noun={intl.formatMessage(m.webhookNoun)}
        data={hooks}
        columns={columns}
        getRowId={(hook) => String(hook.id)}
        defaultSorting={[{ id: 'created_at', desc: false }]}
        exportFileName="webhooks"
      />
      {dialog.open && (
        <WebhookDialog
          key={dialog.seq}
          hook={dialog.row}
          onOpenChange={dialog.onOpenChange}
          onCreated={setCreated}
        />
      )}
      <ShownOnce
        title={created?.url ?? null}
        notice={intl.formatMessage(m.secretShownOnce)}
        label={intl.formatMessage(m.secretLabel)}
        value={created?.secret ?? ''}
        onClose={() => setCreated(null)}
      />
      <DeliveryLog hook={logOf} onClose={() => setLogOf(null)} />
      {deleting.row && (
        <ConfirmDialog
          open={deleting.open}
          onOpenChange={deleting.onOpenChange}
          name={deleting.row.url}
          onConfirm={() => deleting.row && confirmDelete(deleting.row)}
        />
      )}
    </Stack>
  );
}

function columnsOf(intl: IntlShape, on: RowHandlers): DataTableColumn<WebhookEndpoint>[] {
  return [
    {
      id: 'url',
      header: intl.formatMessage(m.url),
      accessor: 'url',
      searchable: true,
      cell: (hook) => (
        <RowActions
          name={<bdi dir="ltr">{hook.url}</bdi>}
          actions={[
            {
              id: 'edit',
              tip: intl.formatMessage(m.editTip),
              label: intl.formatMessage(m.edit, { url: hook.url }),
              icon: <Icon name="edit" />,
              onClick: () => on.edit(hook),
            },
            {
              id: 'test',
              tip: intl.formatMessage(m.sendTestTip),
              label: intl.formatMessage(m.sendTest, { url: hook.url }),
              icon: <Icon name="repeat" />,
              loading: on.testing === hook.id,
              onClick: () => on.test(hook),
            },
            {
              id: 'log',
              tip: intl.formatMessage(m.deliveriesTip),
              label: intl.formatMessage(m.showDeliveries, { url: hook.url }),
              icon: <Icon name="clock" />,
              onClick: () => on.log(hook),
            },
            {
              id: 'delete',
              tip: intl.formatMessage(m.deleteTip),
              label: intl.formatMessage(m.delete, { url: hook.url }),
              icon: <Icon name="trash" />,
              onClick: () => on.remove(hook),
            },
          ]}
        />
      ),
    },
    {
      id: 'description',
      header: intl.formatMessage(m.description),
      accessor: 'description',
      searchable: true,
    },
    {
      id: 'events',
      header: intl.formatMessage(m.events),
      accessor: (hook) => hook.events.join(', '),
      cell: ltrCell,
    },
    {
      id: 'is_active',
      header: intl.formatMessage(m.status),
      accessor: 'is_active',
      cell: (hook) => <Badge kind={hook.is_active ? 'active' : 'inactive'} />,
    },
    {
      id: 'created_at',
      header: intl.formatMessage(m.created),
      accessor: (hook) => new Date(hook.created_at),
      nowrap: true,
      cell: (_hook, value) => formatWhen(intl, value),
    },
  ];
}
