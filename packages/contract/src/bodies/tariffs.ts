/**
 * The administrator's price list edits (/xadmin/tarrifs): tariff types, their rates per country
 * (decimal text in euro, as every rate: decision 0007), the subscription plans' prices and pricing
 * text, and the service plans. Prices are minor units, as every charge.
 */
import { integerIn, ruled } from '@switchboard/forms';
import { array, type Infer, nullable, optional, pattern, size, string, type } from 'superstruct';
import { optionalText, rate, text } from './fields.js';
import { int } from './telephony.js';

/** The highest price a plan may have: €1,000,000.00 in minor units. */
export const MAX_PLAN_PRICE_MINOR = 100_000_000;
/** A tariff type's id is the `:type` of its paths: lower-case letters, digits and dashes. */
export const TARIFF_TYPE_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

const countryCode = () => pattern(string(), /^[A-Z]{2}$/);
const price = () => int(0, MAX_PLAN_PRICE_MINOR);

export const createTariffTypeBody = type({
  id: ruled(pattern(string(), TARIFF_TYPE_ID), 'required|between:1-40'),
  name: text('required|between:1-100'),
  /** What a rate is charged for, e.g. 'per minute'. */
  unit: text('required|between:1-50'),
  position: optional(int(0, 1000)),
});
export type CreateTariffTypeBody = Infer<typeof createTariffTypeBody>;

export const updateTariffTypeBody = type({
  name: optionalText('required|between:1-100'),
  unit: optionalText('required|between:1-50'),
  position: optional(int(0, 1000)),
});
export type UpdateTariffTypeBody = Infer<typeof updateTariffTypeBody>;

/** Rates of one type set at once (a pasted price list): each country's rate is added or replaced. */
export const tariffRatesBody = type({
  rates: size(array(type({ code: countryCode(), rate: rate() })), 1, 300),
});
export type TariffRatesBody = Infer<typeof tariffRatesBody>;

export const tariffRateBody = type({ rate: rate() });
export type TariffRateBody = Infer<typeof tariffRateBody>;

export const updateSubscriptionPlanBody = type({
  price_per_month_minor: optional(price()),
  /** The pricing text's minutes (spec §9); null: none included. */
  included_minutes: optional(nullable(ruled(integerIn(0, 10_000_000), ''))),
  /** The pricing text, a line each. */
  features: optional(size(array(text('required|between:1-200')), 0, 20)),
});
export type UpdateSubscriptionPlanBody = Infer<typeof updateSubscriptionPlanBody>;

export const updateServicePlanBody = type({
  name: optionalText('required|between:1-100'),
  price_minor: optional(price()),
});
export type UpdateServicePlanBody = Infer<typeof updateServicePlanBody>;
