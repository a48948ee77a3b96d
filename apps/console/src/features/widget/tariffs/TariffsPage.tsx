import type { SubscriptionPlan } from '@switchboard/contract';
import { Alert, Button, Card, PageHeader, Spinner, Stack } from '@switchboard/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../../app/AppContextProvider';
import { widgetMenuMessages, widgetMessages } from '../widget.messages';
import { TariffCard } from './TariffCard';
import { widgetTariffsMessages as m } from './widgetTariffs.messages';

/** /widget/tariffs: the tariff types, each leading to its rates, and the subscription plans with their prices. */
export function TariffsPage() {
  const intl = useIntl();
  const { queries } = useApp();
  const types = useQuery(queries.tariffTypes());
  const plans = useQuery(queries.subscriptionPlans());
  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(widgetMenuMessages.tariffs)}
        description={intl.formatMessage(m.description)}
      />
      <Stack as="section" gap="md" aria-label={intl.formatMessage(m.types)}>
        <PageHeader headingLevel={2} title={intl.formatMessage(m.types)} />
        <Loaded
          query={types}
          loading={intl.formatMessage(m.typesLoading)}
          failed={intl.formatMessage(m.typesFailed)}
        >
          {(list) => (
            <Stack direction="row" gap="lg" align="stretch" wrap>
              {list.map((type) => (
                <TariffCard key={type.id} type={type} />
              ))}
            </Stack>
          )}
        </Loaded>
      </Stack>
      <Stack as="section" gap="md" aria-label={intl.formatMessage(m.plans)}>
        <PageHeader headingLevel={2} title={intl.formatMessage(m.plans)} />
        <Loaded
          query={plans}
          loading={intl.formatMessage(m.plansLoading)}
          failed={intl.formatMessage(m.plansFailed)}
        >
          {(list) => (
            <Stack direction="row" gap="lg" align="stretch" wrap>
              {list.map((plan) => (
                <PlanCard key={plan.id} plan={plan} />
              ))}
            </Stack>
          )}
        </Loaded>
      </Stack>
    </Stack>
  );
}

function PlanCard({ plan }: { plan: SubscriptionPlan }) {
  const intl = useIntl();
  const price = intl.formatNumber(plan.price_per_month, { style: 'currency', currency: plan.currency });
  return (
    <Card title={plan.name} headingLevel={3}>
      <Stack gap="sm">
        <strong>{intl.formatMessage(m.perMonth, { price })}</strong>
        <span>{intl.formatMessage(m.billedYearly)}</span>
        {/* The plans' feature lines are the provider's own pricing text (spec §9). */}
        <ul>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}

/** A section's list once loaded, with a spinner before and the failure with a retry. */
function Loaded<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <Alert
        kind="danger"
        title={failed}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {intl.formatMessage(widgetMessages.retry)}
          </Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
