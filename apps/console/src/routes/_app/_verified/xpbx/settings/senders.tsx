import { resourceQueries } from '@switchboard/api-client';
import { routes, senderResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { SendersPage } from '#features/pbx-messaging/SendersPage';

/** SMS and Viber senders, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/senders')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxSenders', defaultMessage: 'Senders' }),
      icon: 'mail',
      order: 150,
      needs: routes.listSenders,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, senderResource).list()),
  component: SendersPage,
});
