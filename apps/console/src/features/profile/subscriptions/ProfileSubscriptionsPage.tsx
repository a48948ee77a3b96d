import { formatEuro, type Subscription } from '@switchboard/contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  PageHeader,
  Stack,
  toast,
} from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { failureNotice } from '#features/forms/failureNotice';
import { formatWhen } from '#features/shell/formatWhen';
import { useTableHeight } from '#features/shell/useTableHeight';
import { subscriptionsMessages as m } from '../money/money.messages';
import { sendBrowserTo } from '../money/sendBrowserTo';
import { serviceNames } from '../money/serviceNames';
import { profileNoticeMessages as n } from '../profile.messages';

/**
 * /profile/profile-subscriptions (spec §2, §3, §7): the subscriptions table. A row the card
 * provider bills (it has the provider's subscription id) offers unsubscribe, which asks first; a
 * row without offers subscribe. Either way the browser goes to the address the API returns (the
 * provider's checkout, or the unsubscribe thank-you page).
 */
export function ProfileSubscriptionsPage() {
  const intl = useIntl();
  const { queries, mutations } = useApp();
  const { data: subscriptions } = useSuspenseQuery(queries.subscriptions());
  const subscribe = useMutation(mutations.subscribe());
  const unsubscribe = useMutation(mutations.unsubscribe());
  const [leaving, setLeaving] = useState<Subscription | null>(null);
  const height = useTableHeight();

  const notify = (error: unknown) => {
    const notice = failureNotice(intl, error, n.fixErrors);
    if (notice) toast.danger(notice);
  };
  const params = (row: Subscription) => ({ cardProvider: row.card_provider, id: row.id });
  const start = (row: Subscription) =>
    subscribe.mutate(
      { params: params(row) },
      { onSuccess: ({ url }) => sendBrowserTo(url), onError: notify },
    );
  const stop = async (row: Subscription) => {
    try {
      const { url } = await unsubscribe.mutateAsync({ params: params(row) });
      sendBrowserTo(url);
    } catch (error) {
      notify(error);
      throw error;
    }
  };

  const serviceName = (row: Subscription) => intl.formatMessage(serviceNames[row.subscription]);
  const columns: DataTableColumn<Subscription>[] = [
    { id: 'id', header: intl.formatMessage(m.id), accessor: 'id', align: 'end', width: '5rem' },
    {
      id: 'widget_name',
      header: intl.formatMessage(m.widget),
      accessor: (row) => row.widget_name ?? '',
      searchable: true,
    },
    { id: 'subscription', header: intl.formatMessage(m.service), accessor: serviceName, searchable: true },
    { id: 'name', header: intl.formatMessage(m.name), accessor: 'name' },
    {
      id: 'price',
      header: intl.formatMessage(m.price),
      accessor: 'price_minor',
      cell: (row) => <bdi>{formatEuro(row.price_minor)}</bdi>,
      exportValue: (row) => formatEuro(row.price_minor),
      align: 'end',
      nowrap: true,
    },
    { id: 'billing_period', header: intl.formatMessage(m.period), accessor: 'billing_period' },
    {
      id: 'expire_at',
      header: intl.formatMessage(m.expires),
      accessor: (row) => (row.expire_at ? new Date(row.expire_at) : null),
      cell: (_row, value) => (value ? formatWhen(intl, value) : intl.formatMessage(m.notPaid)),
      nowrap: true,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <DataTable
        label={intl.formatMessage(m.label)}
        noun={intl.formatMessage(m.noun)}
        data={subscriptions}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={serviceName}
        rowActionsHeader={intl.formatMessage(m.actions)}
        rowActions={(row) =>
          row.provider_subscription_id ? (
            <Button size="small" kind="danger" onClick={() => setLeaving(row)}>
              {intl.formatMessage(m.unsubscribe)}
            </Button>
          ) : (
            <Button
              size="small"
              kind="primary"
              loading={subscribe.isPending && subscribe.variables?.params.id === row.id}
              onClick={() => start(row)}
            >
              {intl.formatMessage(m.subscribe)}
            </Button>
          )
        }
        exportFileName="subscriptions"
        emptyMessage={intl.formatMessage(m.empty)}
        height={height}
      />
      {leaving && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setLeaving(null)}
          name={serviceName(leaving)}
          title={intl.formatMessage(m.unsubscribeTitle)}
          description={intl.formatMessage(m.unsubscribeText, { name: serviceName(leaving) })}
          confirmLabel={intl.formatMessage(m.unsubscribe)}
          onConfirm={() => stop(leaving)}
        />
      )}
    </Stack>
  );
}
