import { resourceQueries } from '@switchboard/api-client';
import { destinationResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { DestinationsPage } from '#features/destinations/DestinationsPage';

/** The destinations, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/destinations')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxDestinations', defaultMessage: 'Destinations' }),
      icon: 'globe',
      order: 50,
      needs: routes.listDestinations,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, destinationResource).list()),
  component: DestinationsPage,
});
