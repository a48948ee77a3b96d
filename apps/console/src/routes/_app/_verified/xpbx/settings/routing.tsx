import { inboundRouteResource, outboundRouteResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { scopedQueries } from '../../../../../features/resource/scoped';
import { ROUTING_TABS, RoutingPage, type RoutingTab } from '../../../../../features/routing/RoutingPage';

/** Both routing tables, ensured before the page shows; `?tab=` opens a tab. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/routing')({
  validateSearch: (search: Record<string, unknown>): { tab?: RoutingTab } =>
    ROUTING_TABS.includes(search.tab as RoutingTab) ? { tab: search.tab as RoutingTab } : {},
  loader: ({ context: { api, queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(scopedQueries(api, inboundRouteResource, undefined).list()),
      queryClient.ensureQueryData(scopedQueries(api, outboundRouteResource, undefined).list()),
    ]),
  component: function RoutingRoute() {
    const { tab } = Route.useSearch();
    return <RoutingPage tab={tab} />;
  },
});
