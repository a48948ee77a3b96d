import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The widget's tariffs (spec §2, §7): the tariff types, the subscription plans and one type's rates. */
export const widgetTariffsMessages = defineMessages<{
  description: None;
  types: None;
  typesLoading: None;
  typesFailed: None;
  charged: { unit: string };
  plans: None;
  plansLoading: None;
  plansFailed: None;
  perMonth: { price: string };
  billedYearly: None;
  ratesDescription: { unit: string };
  country: None;
  dialCode: None;
  rate: None;
  countries: None;
  tariffFailed: None;
  notFound: None;
  notFoundText: None;
  backToTariffs: None;
}>({
  description: {
    id: 'widgetTariffs.description',
    defaultMessage: 'What calls, SMS and virtual numbers cost per country, and the subscription plans.',
  },
  types: { id: 'widgetTariffs.types', defaultMessage: 'Tariff types' },
  typesLoading: { id: 'widgetTariffs.typesLoading', defaultMessage: 'Loading tariff types' },
  typesFailed: { id: 'widgetTariffs.typesFailed', defaultMessage: 'Unable to load the tariff types' },
  charged: { id: 'widgetTariffs.charged', defaultMessage: 'Charged {unit}' },
  plans: { id: 'widgetTariffs.plans', defaultMessage: 'Subscription plans' },
  plansLoading: { id: 'widgetTariffs.plansLoading', defaultMessage: 'Loading subscription plans' },
  plansFailed: {
    id: 'widgetTariffs.plansFailed',
    defaultMessage: 'Unable to load the subscription plans',
  },
  perMonth: { id: 'widgetTariffs.perMonth', defaultMessage: '{price} per month' },
  billedYearly: { id: 'widgetTariffs.billedYearly', defaultMessage: 'Billed yearly' },
  ratesDescription: {
    id: 'widgetTariffs.ratesDescription',
    defaultMessage: 'Rates per country in euro, charged {unit}. Search by country or dialling code.',
  },
  country: { id: 'widgetTariffs.country', defaultMessage: 'Country' },
  dialCode: { id: 'widgetTariffs.dialCode', defaultMessage: 'Dialling code' },
  rate: { id: 'widgetTariffs.rate', defaultMessage: 'Rate' },
  countries: { id: 'widgetTariffs.countries', defaultMessage: 'countries' },
  tariffFailed: { id: 'widgetTariffs.tariffFailed', defaultMessage: 'Unable to load this tariff' },
  notFound: { id: 'widgetTariffs.notFound', defaultMessage: 'Tariff not found' },
  notFoundText: {
    id: 'widgetTariffs.notFoundText',
    defaultMessage: 'There is no tariff of this type. Choose one from the list.',
  },
  backToTariffs: { id: 'widgetTariffs.backToTariffs', defaultMessage: 'Back to tariffs' },
});
