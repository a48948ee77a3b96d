import { tariffMutations, tariffQueries } from '@switchboard/api-client';
import { type ServicePlan, updateServicePlanBody } from '@switchboard/contract';
import { type DataTableColumn, TextField } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '#features/forms/contractErrors';
import { adminTariffsMessages as m } from './adminTariffs.messages';
import { PlanTable } from './PlanTable';
import { euroToMinor, minorToEuroText } from './priceText';

const checkServicePlan = contractErrors(updateServicePlanBody);

/** The plans a service is subscribed on (spec §9: 1 year, 2 year): each one's name and price. */
export function ServicePlansTab() {
  const intl = useIntl();
  const { api } = useApp();
  const { data: plans } = useSuspenseQuery(tariffQueries(api).servicePlans());
  const update = useMutation(tariffMutations(api).updateServicePlan());

  const columns = useMemo(
    (): DataTableColumn<ServicePlan>[] => [
      { id: 'name', header: intl.formatMessage(m.plan), accessor: 'name' },
      {
        id: 'price',
        header: intl.formatMessage(m.price),
        accessor: 'price',
        align: 'end',
        nowrap: true,
        cell: (plan) => intl.formatNumber(plan.price, { style: 'currency', currency: plan.currency }),
      },
      {
        id: 'period',
        header: intl.formatMessage(m.period),
        accessor: 'period_months',
        align: 'end',
        cell: (plan) => intl.formatMessage(m.months, { count: plan.period_months }),
      },
    ],
    [intl],
  );

  return (
    <PlanTable<ServicePlan, { name: string; price: string }>
      label={intl.formatMessage(m.servicePlansTab)}
      plans={plans}
      columns={columns}
      dialog={(plan) => ({
        description: intl.formatMessage(m.servicePlanHint),
        initialValues: { name: plan.name, price: minorToEuroText(plan.price_minor) },
        validate: (values) => ({
          ...checkServicePlan({ name: values.name }),
          ...(euroToMinor(values.price) === null ? { price: intl.formatMessage(m.invalidAmount) } : {}),
        }),
        save: (values) =>
          update.mutateAsync({
            params: { plan: plan.id },
            body: { name: values.name.trim(), price_minor: euroToMinor(values.price) ?? 0 },
          }),
        fields: (bind) => (
          <>
            <TextField {...bind('name', intl.formatMessage(m.name))} maxLength={100} required />
            <TextField
              {...bind('price', intl.formatMessage(m.price))}
              inputMode="decimal"
              dir="ltr"
              required
            />
          </>
        ),
      })}
    />
  );
}
