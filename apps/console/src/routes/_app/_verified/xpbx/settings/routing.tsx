import { resourceQueries } from '@switchboard/api-client';
import { inboundRouteResource, outboundRouteResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { tabSearch } from '#features/resource/tabSearch';
import { RoutingPage } from '#features/routing/RoutingPage';
import { ROUTING_TABS } from '#features/routing/routingTabs';

/** Both routing tables, ensured before the page shows; `?tab=` opens a tab. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/routing')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxRouting', defaultMessage: 'Routing' }),
      icon: 'phone',
      order: 60,
      needs: routes.listInboundRoutes,
    },
  },
  validateSearch: tabSearch(ROUTING_TABS),
  loader: ({ context: { api, queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(resourceQueries(api, inboundRouteResource).list()),
      queryClient.ensureQueryData(resourceQueries(api, outboundRouteResource).list()),
    ]),
  component: function RoutingRoute() {
    const { tab } = Route.useSearch();
    return <RoutingPage tab={tab} />;
  },
});
