import { resourceQueries, virtualNumberQueries } from '@switchboard/api-client';
import { capacityPoolResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { CapacityPage } from '#features/vn-capacity/CapacityPage';

/** The capacity pools and the rented numbers they hold, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/virtual-number/capacity_pools')({
  staticData: {
    menu: {
      in: 'virtual-number',
      label: defineMessage({ id: 'shell.nav.vnCapacity', defaultMessage: 'Capacity' }),
      icon: 'barChart',
      // After DID numbers (30) and Trunks (40).
      order: 50,
      needs: routes.listCapacityPools,
    },
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(resourceQueries(context.api, capacityPoolResource).list()),
      context.queryClient.ensureQueryData(virtualNumberQueries(context.api).dids()),
    ]),
  component: CapacityPage,
});
