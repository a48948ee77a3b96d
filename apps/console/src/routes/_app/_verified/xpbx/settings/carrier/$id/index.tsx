import { resourceQueries } from '@switchboard/api-client';
import { carrierRateResource, carrierResource, carrierTrunkResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { CarrierPage } from '#features/carriers/CarrierPage';
import { CARRIER_TABS } from '#features/carriers/carrierTabs';
import { tabSearch } from '#features/resource/tabSearch';

/** Carrier Details: the carrier, its trunks and its rates, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/carrier/$id/')({
  validateSearch: tabSearch(CARRIER_TABS),
  loader: ({ context: { api, queryClient }, params }) => {
    const carrierId = Number(params.id);
    return Promise.all([
      queryClient.ensureQueryData(resourceQueries(api, carrierResource).get(carrierId)),
      queryClient.ensureQueryData(resourceQueries(api, carrierTrunkResource, { carrierId }).list()),
      queryClient.ensureQueryData(resourceQueries(api, carrierRateResource, { carrierId }).list()),
    ]);
  },
  component: function CarrierRoute() {
    const { id } = Route.useParams();
    const { tab } = Route.useSearch();
    return <CarrierPage key={id} id={Number(id)} tab={tab} />;
  },
});
