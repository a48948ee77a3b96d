import { resourceQueries } from '@switchboard/api-client';
import { type Queue, queueResource } from '@switchboard/contract';
import { Card, DataTable, type DataTableColumn, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { AppLink } from '../shell/links';
import { callCenterMessages as m, callCenterValueMessages as v } from './callCenter.messages';

/** /xpbx/call-center: the account's queues, each name opening its live wallboard. */
export function CallCenterPage() {
  const intl = useIntl();
  const { api } = useApp();
  // Ensured by the route's loader.
  const { data: queues } = useSuspenseQuery(resourceQueries(api, queueResource).list());
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Card title={intl.formatMessage(m.queues)} headingLevel={2}>
        <Stack gap="sm">
          <DataTable<Queue>
            label={intl.formatMessage(m.queues)}
            data={queues}
            columns={columns(intl)}
            getRowId={(row) => String(row.id)}
            exportFormats={[]}
            emptyMessage={intl.formatMessage(m.noQueues)}
          />
          <p>
            <AppLink to="/xpbx/settings/queues">{intl.formatMessage(m.manageQueues)}</AppLink>
          </p>
        </Stack>
      </Card>
    </Stack>
  );
}

const columns = (intl: IntlShape): DataTableColumn<Queue>[] => [
  {
    id: 'name',
    header: intl.formatMessage(m.queue),
    accessor: 'name',
    cell: (queue) => (
      <AppLink
        to="/xpbx/call-center/$queueId"
        params={{ queueId: String(queue.id) }}
        aria-label={intl.formatMessage(v.open, { name: queue.name })}
      >
        {queue.name}
      </AppLink>
    ),
  },
  {
    id: 'number',
    header: intl.formatMessage(m.number),
    accessor: 'queue_number',
    cell: (queue) => <bdi dir="ltr">{queue.queue_number}</bdi>,
  },
];
