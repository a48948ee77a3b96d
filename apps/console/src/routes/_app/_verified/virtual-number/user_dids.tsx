import { virtualNumberQueries } from '@switchboard/api-client';
import { routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { DidsPage } from '#features/vn-dids/DidsPage';

/** The numbers rented and the orders, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/virtual-number/user_dids')({
  staticData: {
    menu: {
      in: 'virtual-number',
      label: defineMessage({ id: 'shell.nav.vnDids', defaultMessage: 'DID numbers' }),
      icon: 'phone',
      order: 30,
      needs: routes.listVirtualDids,
    },
  },
  loader: ({ context }) => {
    const queries = virtualNumberQueries(context.api);
    return Promise.all([
      context.queryClient.ensureQueryData(queries.dids()),
      context.queryClient.ensureQueryData(queries.orders()),
    ]);
  },
  component: DidsPage,
});
