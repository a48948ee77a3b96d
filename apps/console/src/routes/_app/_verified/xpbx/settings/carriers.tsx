import { resourceQueries } from '@switchboard/api-client';
import { carrierResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { CarriersPage } from '#features/carriers/CarriersPage';

/** The carriers, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/carriers')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxCarriers', defaultMessage: 'Carriers' }),
      icon: 'building',
      order: 40,
      needs: routes.listCarriers,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, carrierResource).list()),
  component: CarriersPage,
});
