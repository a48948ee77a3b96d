import type { SubscriptionPlan } from '@switchboard/contract';
import { Card, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { widgetMenuMessages } from '#features/shell/widgetMenu.messages';
import { planFeatures } from './planFeatures';
import { TariffCard } from './TariffCard';
import { widgetTariffsMessages as m } from './widgetTariffs.messages';

/** /widget/tariffs: the tariff types, each leading to its rates, and the subscription plans with their prices. */
export function TariffsPage() {
  const intl = useIntl();
  const { queries } = useApp();
  const { data: types } = useSuspenseQuery(queries.tariffTypes());
  const { data: plans } = useSuspenseQuery(queries.subscriptionPlans());
  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(widgetMenuMessages.tariffs)}
        description={intl.formatMessage(m.description)}
      />
      <Stack as="section" gap="md" aria-label={intl.formatMessage(m.types)}>
        <PageHeader headingLevel={2} title={intl.formatMessage(m.types)} />
        <Stack direction="row" gap="lg" align="stretch" wrap>
          {types.map((type) => (
            <TariffCard key={type.id} type={type} />
          ))}
        </Stack>
      </Stack>
      <Stack as="section" gap="md" aria-label={intl.formatMessage(m.plans)}>
        <PageHeader headingLevel={2} title={intl.formatMessage(m.plans)} />
        <Stack direction="row" gap="lg" align="stretch" wrap>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

function PlanCard({ plan }: { plan: SubscriptionPlan }) {
  const intl = useIntl();
  const price = intl.formatNumber(plan.price_per_month, { style: 'currency', currency: plan.currency });
  return (
    // The plans' names are the product's own (spec §1), the same in every language.
    <Card title={plan.name} headingLevel={3}>
      <Stack gap="sm">
        <strong>{intl.formatMessage(m.perMonth, { price })}</strong>
        <span>{intl.formatMessage(m.billedYearly)}</span>
        <ul>
          {planFeatures(intl, plan).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
