import { resourceQueries } from '@switchboard/api-client';
import { customerTrunkResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { TrunksPage } from '#features/vn-trunks/TrunksPage';

/** The account's trunks towards its own PBX, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/virtual-number/trunks')({
  staticData: {
    menu: {
      in: 'virtual-number',
      label: defineMessage({ id: 'shell.nav.vnTrunks', defaultMessage: 'Trunks' }),
      icon: 'building',
      // After DID numbers (30), before Capacity (50).
      order: 40,
      needs: routes.listCustomerTrunks,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, customerTrunkResource).list()),
  component: TrunksPage,
});
