import type { CarrierCurrency, CarrierRate, carrierRateResource } from '@switchboard/contract';
import { DateField } from '@switchboard/ui';
import type { ResourceForm } from '../resource/ResourceDialog';
import { BillingExplainer } from './BillingExplainer';
import { ratesMessages as m } from './rates.messages';

type RateValues = {
  prefix: string;
  prefix_name: string;
  cli: boolean;
  local_rate: string;
  setup_rate: string;
  origin_rate: string;
  carrier_rate: string;
  effective_date: string | null;
  setup_time: string;
  minimum_time: string;
  rest_time: string;
};

/** Seconds as typed; empty counts as 0 (the explainer shows what would be saved). */
const seconds = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** Today as YYYY-MM-DD (UTC, as rates take effect). */
const today = () => new Date().toISOString().slice(0, 10);

const bodyOf = (values: RateValues) => ({
  prefix: values.prefix.trim(),
  prefix_name: values.prefix_name.trim(),
  cli: (values.cli ? 1 : 0) as 0 | 1,
  local_rate: values.local_rate.trim() || '0',
  setup_rate: values.setup_rate.trim() || '0',
  origin_rate: values.origin_rate.trim() || '0',
  carrier_rate: values.carrier_rate.trim(),
  effective_date: values.effective_date ?? '',
  setup_time: seconds(values.setup_time),
  minimum_time: seconds(values.minimum_time),
  rest_time: values.rest_time.trim() === '' ? 1 : Number(values.rest_time),
});

/** Rates show six decimals from the API ('0.012500'); the dialog shows them as saved. */
const rateText = (
  rate: CarrierRate | null,
  field: 'local_rate' | 'setup_rate' | 'origin_rate' | 'carrier_rate',
) => (rate ? rate[field] : '');

/**
 * 'Add carrier rate' / 'Edit carrier rate' (spec §3 Carrier rate) with the billing-model explainer
 * under the fields, its examples computed from the values being typed, in the carrier's currency.
 */
export function rateForm(currency: CarrierCurrency): ResourceForm<typeof carrierRateResource, RateValues> {
  return {
    createTitle: m.add,
    editTitle: m.editTitle,
    width: 'large',
    fields: [
      { name: 'prefix', label: m.prefix, numbersOnly: true, requiredOnCreate: true },
      { name: 'prefix_name', label: m.prefixName },
      { name: 'carrier_rate', label: m.carrierRate, requiredOnCreate: true, ltr: true, hint: m.rateHint },
      { name: 'setup_rate', label: m.setupRate, ltr: true },
      { name: 'local_rate', label: m.localRate, ltr: true },
      { name: 'origin_rate', label: m.originRate, ltr: true },
      {
        name: 'effective_date',
        label: m.effectiveDate,
        render: (field) => (
          <DateField
            label={field.label}
            value={(field.value as string | null) ?? null}
            onChange={(value) => field.onChange(value)}
            error={field.error}
            required
          />
        ),
      },
      { name: 'setup_time', label: m.setupTime, numbersOnly: true },
      { name: 'minimum_time', label: m.minimumTime, numbersOnly: true },
      { name: 'rest_time', label: m.restTime, numbersOnly: true },
      { name: 'cli', label: m.cli, kind: 'switch' },
    ],
    initialValues: (rate) => ({
      prefix: rate?.prefix ?? '',
      prefix_name: rate?.prefix_name ?? '',
      cli: rate ? rate.cli === 1 : false,
      local_rate: rateText(rate, 'local_rate'),
      setup_rate: rateText(rate, 'setup_rate'),
      origin_rate: rateText(rate, 'origin_rate'),
      carrier_rate: rateText(rate, 'carrier_rate'),
      effective_date: rate?.effective_date ?? today(),
      setup_time: rate ? String(rate.setup_time) : '0',
      minimum_time: rate ? String(rate.minimum_time) : '60',
      rest_time: rate ? String(rate.rest_time) : '60',
    }),
    createBody: bodyOf,
    updateBody: bodyOf,
    after: (values) => {
      const body = bodyOf(values);
      return (
        <BillingExplainer
          model={{ setup_time: body.setup_time, minimum_time: body.minimum_time, rest_time: body.rest_time }}
          rate={values.carrier_rate}
          setup={values.setup_rate}
          currency={currency}
        />
      );
    },
  };
}
