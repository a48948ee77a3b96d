import { type Carrier, carrierResource } from '@switchboard/contract';
import { useIntl } from 'react-intl';
import { ResourceDetail } from '../resource/ResourceDetail';
import { CarrierGeneral } from './CarrierGeneral';
import { CarrierRates } from './CarrierRates';
import { CarrierRules } from './CarrierRules';
import { CarrierTrunks } from './CarrierTrunks';
import { carriersMessages as m } from './carriers.messages';
import type { CarrierTab } from './carrierTabs';
import { trunksMessages as t } from './trunks.messages';

/**
 * /xpbx/settings/carrier/$id, Carrier Details (spec §2): tabs General, Trunks, Rates and Rules under
 * the breadcrumbs Carriers › the carrier. The route's loader has ensured the carrier and its lists.
 */
export function CarrierPage({ id, tab }: { id: number; tab?: CarrierTab | undefined }) {
  const intl = useIntl();
  return (
    <ResourceDetail
      resource={carrierResource}
      id={id}
      breadcrumbs={[{ label: intl.formatMessage(t.crumbCarriers), href: '/xpbx/settings/carriers' }]}
      tabsLabel={intl.formatMessage(m.details)}
      {...(tab ? { defaultTab: tab } : {})}
      tabs={[
        {
          id: 'general',
          label: intl.formatMessage(m.tabGeneral),
          content: (c: Carrier) => <CarrierGeneral carrier={c} />,
        },
        {
          id: 'trunks',
          label: intl.formatMessage(m.tabTrunks),
          content: (c: Carrier) => <CarrierTrunks carrierId={c.id} />,
        },
        {
          id: 'rates',
          label: intl.formatMessage(m.tabRates),
          content: (c: Carrier) => <CarrierRates carrier={c} />,
        },
        {
          id: 'rules',
          label: intl.formatMessage(m.tabRules),
          content: (c: Carrier) => <CarrierRules carrierId={c.id} />,
        },
      ]}
    />
  );
}
