import { tariffMutations } from '@switchboard/api-client';
import { type SubscriptionPlan, updateSubscriptionPlanBody } from '@switchboard/contract';
import { type DataTableColumn, TextArea, TextField } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '#features/forms/contractErrors';
import { adminTariffsMessages as m } from './adminTariffs.messages';
import { PlanTable } from './PlanTable';
import { euroToMinor, minorToEuroText } from './priceText';

const checkPlan = contractErrors(updateSubscriptionPlanBody);

type PlanValues = { price: string; minutes: string; features: string };

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The subscription plans of spec §1: each one's price, included minutes and pricing text. */
export function PlansTab() {
  const intl = useIntl();
  const { api, queries } = useApp();
  const { data: plans } = useSuspenseQuery(queries.subscriptionPlans());
  const update = useMutation(tariffMutations(api).updateSubscriptionPlan());

  const bodyOf = (values: PlanValues) => ({
    price_per_month_minor: euroToMinor(values.price) ?? -1,
    included_minutes: values.minutes.trim() === '' ? null : Number(values.minutes),
    features: lines(values.features),
  });
  const validate = (values: PlanValues) => {
    const errors = checkPlan(bodyOf(values));
    return {
      ...(euroToMinor(values.price) === null ? { price: intl.formatMessage(m.invalidAmount) } : {}),
      ...(errors.included_minutes || !/^\d*$/.test(values.minutes.trim())
        ? { minutes: errors.included_minutes ?? intl.formatMessage(m.invalidAmount) }
        : {}),
      ...(Object.keys(errors).some((field) => field.startsWith('features'))
        ? { features: Object.entries(errors).find(([field]) => field.startsWith('features'))?.[1] ?? '' }
        : {}),
    };
  };

  const columns = useMemo(
    (): DataTableColumn<SubscriptionPlan>[] => [
      // The plans' names are the product's own (spec §1), the same in every language.
      { id: 'name', header: intl.formatMessage(m.plan), accessor: 'name' },
      {
        id: 'price',
        header: intl.formatMessage(m.pricePerMonth),
        accessor: 'price_per_month',
        align: 'end',
        nowrap: true,
        cell: (plan) =>
          intl.formatNumber(plan.price_per_month, { style: 'currency', currency: plan.currency }),
      },
      {
        id: 'minutes',
        header: intl.formatMessage(m.includedMinutes),
        accessor: (plan) => plan.included_minutes ?? -1,
        align: 'end',
        cell: (plan) =>
          plan.included_minutes === null
            ? intl.formatMessage(m.none)
            : intl.formatNumber(plan.included_minutes),
      },
      {
        id: 'features',
        header: intl.formatMessage(m.features),
        accessor: (plan) => plan.features.join(' · '),
        sortable: false,
      },
    ],
    [intl],
  );

  return (
    <PlanTable<SubscriptionPlan, PlanValues>
      label={intl.formatMessage(m.plansTab)}
      plans={plans}
      columns={columns}
      dialog={(plan) => ({
        initialValues: {
          price: minorToEuroText(plan.price_per_month_minor),
          minutes: plan.included_minutes === null ? '' : String(plan.included_minutes),
          features: plan.features.join('\n'),
        },
        validate,
        save: (values) => update.mutateAsync({ params: { plan: plan.id }, body: bodyOf(values) }),
        fields: (bind) => (
          <>
            <TextField
              {...bind('price', intl.formatMessage(m.pricePerMonth))}
              inputMode="decimal"
              dir="ltr"
              required
            />
            <TextField
              {...bind('minutes', intl.formatMessage(m.includedMinutes))}
              hint={intl.formatMessage(m.includedMinutesHint)}
              inputMode="numeric"
              dir="ltr"
            />
            <TextArea
              {...bind('features', intl.formatMessage(m.features))}
              hint={intl.formatMessage(m.featuresHint)}
              rows={6}
            />
          </>
        ),
      })}
    />
  );
}
