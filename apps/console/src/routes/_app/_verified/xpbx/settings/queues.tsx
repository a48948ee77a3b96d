import { resourceQueries } from '@switchboard/api-client';
import { queueResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { QueuesPage } from '#features/queues/QueuesPage';

/** The queues, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/queues')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxQueues', defaultMessage: 'Queues' }),
      icon: 'clock',
      order: 110,
      needs: routes.listQueues,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, queueResource).list()),
  component: QueuesPage,
});
