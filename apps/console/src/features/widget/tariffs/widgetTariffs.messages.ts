import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The widget's tariffs (spec §2, §7): the tariff types, the subscription plans and one type's rates. */
export const widgetTariffsMessages = defineMessages<{
  description: None;
  types: None;
  plans: None;
  perMonth: { price: string };
  billedYearly: None;
  country: None;
  dialCode: None;
  rate: None;
  countries: None;
  notFound: None;
  notFoundText: None;
  backToTariffs: None;
}>({
  description: {
    id: 'widgetTariffs.description',
    defaultMessage: 'What calls, SMS and virtual numbers cost per country, and the subscription plans.',
  },
  types: { id: 'widgetTariffs.types', defaultMessage: 'Tariff types' },
  plans: { id: 'widgetTariffs.plans', defaultMessage: 'Subscription plans' },
  perMonth: { id: 'widgetTariffs.perMonth', defaultMessage: '{price} per month' },
  billedYearly: { id: 'widgetTariffs.billedYearly', defaultMessage: 'Billed yearly' },
  country: { id: 'widgetTariffs.country', defaultMessage: 'Country' },
  dialCode: { id: 'widgetTariffs.dialCode', defaultMessage: 'Dialling code' },
  rate: { id: 'widgetTariffs.rate', defaultMessage: 'Rate' },
  countries: { id: 'widgetTariffs.countries', defaultMessage: 'countries' },
  notFound: { id: 'widgetTariffs.notFound', defaultMessage: 'Tariff not found' },
  notFoundText: {
    id: 'widgetTariffs.notFoundText',
    defaultMessage: 'There is no tariff of this type. Choose one from the list.',
  },
  backToTariffs: { id: 'widgetTariffs.backToTariffs', defaultMessage: 'Back to tariffs' },
});
