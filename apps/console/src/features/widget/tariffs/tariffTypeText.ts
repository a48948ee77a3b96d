import type { TariffType } from '@switchboard/contract';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * Whole sentences per unit a tariff is charged by, so that no English unit is set into a translated
 * sentence.
 */
const unitMessages = defineMessages({
  chargedPerMinute: { id: 'widgetTariffs.charged.perMinute', defaultMessage: 'Charged per minute' },
  chargedPerMessage: { id: 'widgetTariffs.charged.perMessage', defaultMessage: 'Charged per message' },
  chargedPerMonth: { id: 'widgetTariffs.charged.perMonth', defaultMessage: 'Charged per month' },
  ratesPerMinute: {
    id: 'widgetTariffs.rates.perMinute',
    defaultMessage: 'Rates per country in euro, charged per minute. Search by country or dialling code.',
  },
  ratesPerMessage: {
    id: 'widgetTariffs.rates.perMessage',
    defaultMessage: 'Rates per country in euro, charged per message. Search by country or dialling code.',
  },
  ratesPerMonth: {
    id: 'widgetTariffs.rates.perMonth',
    defaultMessage: 'Rates per country in euro, charged per month. Search by country or dialling code.',
  },
  ratesOther: {
    id: 'widgetTariffs.rates.other',
    defaultMessage: 'Rates per country in euro. Search by country or dialling code.',
  },
});

const typeNames = defineMessages({
  landline: { id: 'widgetTariffs.type.landline', defaultMessage: 'Calls to landlines' },
  mobile: { id: 'widgetTariffs.type.mobile', defaultMessage: 'Calls to mobiles' },
  sms: { id: 'widgetTariffs.type.sms', defaultMessage: 'SMS' },
  number: { id: 'widgetTariffs.type.number', defaultMessage: 'Virtual numbers' },
});

type Known = keyof typeof typeNames;

const perMinute = { charged: unitMessages.chargedPerMinute, rates: unitMessages.ratesPerMinute };
const perMessage = { charged: unitMessages.chargedPerMessage, rates: unitMessages.ratesPerMessage };
const perMonth = { charged: unitMessages.chargedPerMonth, rates: unitMessages.ratesPerMonth };

/** How each tariff type of the API's reference data (by its stable id) is charged. */
const units: Record<Known, { charged: MessageDescriptor; rates: MessageDescriptor }> = {
  landline: perMinute,
  mobile: perMinute,
  sms: perMessage,
  number: perMonth,
};

const isKnown = (id: string): id is Known => Object.hasOwn(typeNames, id);

/**
 * A tariff type in the interface language: its name, its card line and the sentence over its rates.
 * The API names its types in English; the console translates them by their stable id. A type this
 * console does not know yet keeps the API's name, and its unit is left unsaid rather than mixed in.
 */
export function tariffTypeText(intl: IntlShape, type: TariffType) {
  if (!isKnown(type.id)) {
    return { name: type.name, charged: undefined, rates: intl.formatMessage(unitMessages.ratesOther) };
  }
  const unit = units[type.id];
  return {
    name: intl.formatMessage(typeNames[type.id]),
    charged: intl.formatMessage(unit.charged),
    rates: intl.formatMessage(unit.rates),
  };
}
