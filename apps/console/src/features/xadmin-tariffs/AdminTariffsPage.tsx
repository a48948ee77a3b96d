import { PageHeader, Stack, Tabs } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { adminTariffsMessages as m } from './adminTariffs.messages';
import type { AdminTariffTab } from './adminTariffTabs';
import { PlansTab } from './PlansTab';
import { ServicePlansTab } from './ServicePlansTab';
import { TariffTypesTab } from './TariffTypesTab';

export interface AdminTariffsPageProps {
  tab: AdminTariffTab;
  /** The tariff type whose rates show. */
  type: string | null;
  onChange: (next: { tab: AdminTariffTab; type: string | null }) => void;
}

/**
 * /xadmin/tarrifs (spec §2; the page says "Tariffs"): the provider's price list, which the tariffs
 * pages, the public site and the subscriptions read. Administrators only.
 */
export function AdminTariffsPage({ tab, type, onChange }: AdminTariffsPageProps) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Tabs value={tab} onValueChange={(next) => onChange({ tab: next as AdminTariffTab, type })}>
        <Tabs.List aria-label={intl.formatMessage(m.sections)}>
          <Tabs.Tab value="types">{intl.formatMessage(m.typesTab)}</Tabs.Tab>
          <Tabs.Tab value="plans">{intl.formatMessage(m.plansTab)}</Tabs.Tab>
          <Tabs.Tab value="service-plans">{intl.formatMessage(m.servicePlansTab)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="types">
          <TariffTypesTab opened={type} onOpen={(next) => onChange({ tab, type: next })} />
        </Tabs.Panel>
        <Tabs.Panel value="plans">
          <PlansTab />
        </Tabs.Panel>
        <Tabs.Panel value="service-plans">
          <ServicePlansTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
