import { resourceQueries } from '@switchboard/api-client';
import { queueResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { CallCenterPage } from '#features/call-center/CallCenterPage';

/** /xpbx/call-center: the queues, ensured before the page shows; each opens its wallboard. */
export const Route = createFileRoute('/_app/_verified/xpbx/call-center/')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxCallCenter', defaultMessage: 'Call center' }),
      icon: 'users',
      order: 12,
      needs: routes.listQueues,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, queueResource).list()),
  component: CallCenterPage,
});
