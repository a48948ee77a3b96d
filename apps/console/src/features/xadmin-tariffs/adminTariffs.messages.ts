import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The administrator's price list, /xadmin/tarrifs (spec §2 "Other"). */
export const adminTariffsMessages = defineMessages<{
  title: None;
  description: None;
  sections: None;
  typesTab: None;
  plansTab: None;
  servicePlansTab: None;
  loadFailed: None;
  typeId: None;
  typeIdHint: None;
  name: None;
  unit: None;
  unitHint: None;
  types: None;
  addType: None;
  editType: { name: string };
  deleteType: { name: string };
  deleteTypeText: None;
  typeSaved: None;
  typeDeleted: None;
  showRates: None;
  showRatesOf: { name: string };
  noTypes: None;
  ratesOf: { name: string };
  ratesHint: None;
  country: None;
  dialCode: None;
  rate: None;
  countries: None;
  noRates: None;
  editRate: { country: string };
  rateSaved: None;
  pasteRates: None;
  pasteRatesTitle: { name: string };
  pasteRatesLabel: None;
  pasteRatesHint: None;
  badLines: { lines: string };
  noLines: None;
  ratesSaved: { count: number };
  plan: None;
  plans: None;
  pricePerMonth: None;
  includedMinutes: None;
  includedMinutesHint: None;
  features: None;
  featuresHint: None;
  none: None;
  editPlan: { name: string };
  planSaved: None;
  price: None;
  period: None;
  months: { count: number };
  servicePlanHint: None;
  edit: None;
  delete: None;
  save: None;
  cancel: None;
  fixErrors: None;
  invalidAmount: None;
}>({
  title: { id: 'adminTariffs.title', defaultMessage: 'Tariffs' },
  description: {
    id: 'adminTariffs.description',
    defaultMessage:
      'The prices every visitor and customer sees: tariff types with their rates per country, the subscription plans and the service plans.',
  },
  sections: { id: 'adminTariffs.sections', defaultMessage: 'Price list' },
  typesTab: { id: 'adminTariffs.typesTab', defaultMessage: 'Tariff types' },
  plansTab: { id: 'adminTariffs.plansTab', defaultMessage: 'Subscription plans' },
  servicePlansTab: { id: 'adminTariffs.servicePlansTab', defaultMessage: 'Service plans' },
  loadFailed: { id: 'adminTariffs.loadFailed', defaultMessage: 'The price list could not be loaded.' },
  // Tariff types
  typeId: { id: 'adminTariffs.typeId', defaultMessage: 'Id' },
  typeIdHint: {
    id: 'adminTariffs.typeIdHint',
    defaultMessage:
      'Lower-case letters, digits and dashes; it is the address of the type’s rates and cannot change.',
  },
  name: { id: 'adminTariffs.name', defaultMessage: 'Name' },
  unit: { id: 'adminTariffs.unit', defaultMessage: 'Unit' },
  unitHint: { id: 'adminTariffs.unitHint', defaultMessage: 'What a rate is charged for, e.g. per minute' },
  types: { id: 'adminTariffs.types', defaultMessage: 'tariff types' },
  addType: { id: 'adminTariffs.addType', defaultMessage: 'Add tariff type' },
  editType: { id: 'adminTariffs.editType', defaultMessage: 'Edit {name}' },
  deleteType: { id: 'adminTariffs.deleteType', defaultMessage: 'Delete {name}' },
  deleteTypeText: {
    id: 'adminTariffs.deleteTypeText',
    defaultMessage: 'The type and all its rates are deleted, and the tariffs pages stop showing it.',
  },
  typeSaved: { id: 'adminTariffs.typeSaved', defaultMessage: 'Tariff type saved' },
  typeDeleted: { id: 'adminTariffs.typeDeleted', defaultMessage: 'Tariff type deleted' },
  showRates: { id: 'adminTariffs.showRates', defaultMessage: 'Rates' },
  showRatesOf: { id: 'adminTariffs.showRatesOf', defaultMessage: 'Show the rates of {name}' },
  noTypes: { id: 'adminTariffs.noTypes', defaultMessage: 'No tariff types yet. Add one to give it rates.' },
  // Rates
  ratesOf: { id: 'adminTariffs.ratesOf', defaultMessage: 'Rates: {name}' },
  ratesHint: {
    id: 'adminTariffs.ratesHint',
    defaultMessage: 'Rates in euro per unit, up to six decimals. Search by country or dialling code.',
  },
  country: { id: 'adminTariffs.country', defaultMessage: 'Country' },
  dialCode: { id: 'adminTariffs.dialCode', defaultMessage: 'Dialling code' },
  rate: { id: 'adminTariffs.rate', defaultMessage: 'Rate' },
  countries: { id: 'adminTariffs.countries', defaultMessage: 'countries' },
  noRates: { id: 'adminTariffs.noRates', defaultMessage: 'No rates yet. Paste a price list to add them.' },
  editRate: { id: 'adminTariffs.editRate', defaultMessage: 'Edit the rate of {country}' },
  rateSaved: { id: 'adminTariffs.rateSaved', defaultMessage: 'Rate saved' },
  pasteRates: { id: 'adminTariffs.pasteRates', defaultMessage: 'Paste rates' },
  pasteRatesTitle: { id: 'adminTariffs.pasteRatesTitle', defaultMessage: 'Paste rates: {name}' },
  pasteRatesLabel: { id: 'adminTariffs.pasteRatesLabel', defaultMessage: 'Rates, a country a line' },
  pasteRatesHint: {
    id: 'adminTariffs.pasteRatesHint',
    defaultMessage:
      'The country’s code or dialling code, then its rate in euro, e.g. DE 0.012 or +359 0.05. Listed countries get the new rate; the others keep theirs.',
  },
  badLines: {
    id: 'adminTariffs.badLines',
    defaultMessage: 'These lines name no single country or no valid rate: {lines}',
  },
  noLines: { id: 'adminTariffs.noLines', defaultMessage: 'Paste at least one line.' },
  ratesSaved: {
    id: 'adminTariffs.ratesSaved',
    defaultMessage: '{count, plural, one {# rate saved} other {# rates saved}}',
  },
  // Plans
  plan: { id: 'adminTariffs.plan', defaultMessage: 'Plan' },
  plans: { id: 'adminTariffs.plans', defaultMessage: 'plans' },
  pricePerMonth: { id: 'adminTariffs.pricePerMonth', defaultMessage: 'Price per month (€)' },
  includedMinutes: { id: 'adminTariffs.includedMinutes', defaultMessage: 'Included minutes' },
  includedMinutesHint: {
    id: 'adminTariffs.includedMinutesHint',
    defaultMessage: 'Leave empty when none are included.',
  },
  features: { id: 'adminTariffs.features', defaultMessage: 'Pricing text' },
  featuresHint: {
    id: 'adminTariffs.featuresHint',
    defaultMessage: 'A line each, as the plan’s card lists them (e.g. 41000 minutes talk time).',
  },
  none: { id: 'adminTariffs.none', defaultMessage: 'None' },
  editPlan: { id: 'adminTariffs.editPlan', defaultMessage: 'Edit {name}' },
  planSaved: { id: 'adminTariffs.planSaved', defaultMessage: 'Plan saved' },
  // Service plans
  price: { id: 'adminTariffs.price', defaultMessage: 'Price (€)' },
  period: { id: 'adminTariffs.period', defaultMessage: 'Period' },
  months: { id: 'adminTariffs.months', defaultMessage: '{count, plural, one {# month} other {# months}}' },
  servicePlanHint: {
    id: 'adminTariffs.servicePlanHint',
    defaultMessage: 'Later subscriptions are charged the new price; running ones keep theirs.',
  },
  // Dialogs
  edit: { id: 'adminTariffs.edit', defaultMessage: 'Edit' },
  delete: { id: 'adminTariffs.delete', defaultMessage: 'Delete' },
  save: { id: 'adminTariffs.save', defaultMessage: 'Save' },
  cancel: { id: 'adminTariffs.cancel', defaultMessage: 'Cancel' },
  fixErrors: { id: 'adminTariffs.fixErrors', defaultMessage: 'Please fix all the errors' },
  invalidAmount: { id: 'adminTariffs.invalidAmount', defaultMessage: 'Enter an amount in euro, e.g. 29.50' },
});
