import { carrierRateResource, carrierResource, carrierTrunkResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import {
  CARRIER_TABS,
  CarrierPage,
  type CarrierTab,
} from '../../../../../../../features/carriers/CarrierPage';
import { scopedQueries } from '../../../../../../../features/resource/scoped';

/** Carrier Details: the carrier, its trunks and its rates, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/carrier/$id/')({
  validateSearch: (search: Record<string, unknown>): { tab?: CarrierTab } =>
    CARRIER_TABS.includes(search.tab as CarrierTab) ? { tab: search.tab as CarrierTab } : {},
  loader: ({ context: { api, queryClient }, params }) => {
    const carrierId = Number(params.id);
    return Promise.all([
      queryClient.ensureQueryData(scopedQueries(api, carrierResource, undefined).get(carrierId)),
      queryClient.ensureQueryData(scopedQueries(api, carrierTrunkResource, { carrierId }).list()),
      queryClient.ensureQueryData(scopedQueries(api, carrierRateResource, { carrierId }).list()),
    ]);
  },
  component: function CarrierRoute() {
    const { id } = Route.useParams();
    const { tab } = Route.useSearch();
    return <CarrierPage key={id} id={Number(id)} tab={tab} />;
  },
});
