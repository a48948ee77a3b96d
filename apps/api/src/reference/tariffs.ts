/**
 * Tariffs and subscription plans. The spec names the plans and their pricing text (§1, §9) but no
 * prices or rates, so these are sample figures: rates per continent (from `countries-list`) and
 * kind, plan prices per month. Replace them with the carrier's price list; the shapes stay.
 */
import type { SubscriptionPlan, Tariff, TariffType } from '@switchboard/contract';
import { countries, type ICountry } from 'countries-list';
import { countryList } from './countries.js';

export const TARIFF_TYPES: TariffType[] = [
  { id: 'landline', name: 'Calls to landlines', unit: 'per minute' },
  { id: 'mobile', name: 'Calls to mobiles', unit: 'per minute' },
  { id: 'sms', name: 'SMS', unit: 'per message' },
  { id: 'number', name: 'Virtual numbers', unit: 'per month' },
];

/** Sample euro rates per continent code, per tariff type. */
const RATES: Record<string, Record<string, number>> = {
  EU: { landline: 0.012, mobile: 0.045, sms: 0.06, number: 2.0 },
  NA: { landline: 0.01, mobile: 0.012, sms: 0.01, number: 1.5 },
  SA: { landline: 0.035, mobile: 0.09, sms: 0.05, number: 4.0 },
  AS: { landline: 0.03, mobile: 0.06, sms: 0.05, number: 5.0 },
  AF: { landline: 0.12, mobile: 0.2, sms: 0.08, number: 8.0 },
  OC: { landline: 0.03, mobile: 0.08, sms: 0.07, number: 4.0 },
  AN: { landline: 1.5, mobile: 1.5, sms: 0.5, number: 50.0 },
};

/** One type's rate for every country with a dialling code, sorted by name; null for an unknown type. */
export function tariffsOf(type: string): Tariff[] | null {
  if (!TARIFF_TYPES.some((t) => t.id === type)) return null;
  return countryList().map((country) => {
    const continent = (countries as Record<string, ICountry>)[country.code]?.continent ?? 'AN';
    return {
      code: country.code,
      country: country.name,
      dial_code: country.dial_code,
      rate: RATES[continent]?.[type] ?? 0,
      currency: 'EUR' as const,
    };
  });
}

/** Spec §1 plan names; §9 pricing text (Business pro 100 free minutes, Enterprise 41000 minutes; billed yearly). */
export const SUBSCRIPTION_PLANS: SubscriptionPlan[] = [
  {
    id: 'start',
    name: 'Start',
    price_per_month: 9,
    currency: 'EUR',
    billing_period: 'yearly',
    included_minutes: null,
    features: ['1 website widget', 'Call, callback, message and email buttons', 'Billed yearly'],
  },
  {
    id: 'business',
    name: 'Business',
    price_per_month: 29,
    currency: 'EUR',
    billing_period: 'yearly',
    included_minutes: null,
    features: ['5 website widgets', 'Video calls', 'Reports and map', 'Billed yearly'],
  },
  {
    id: 'business-pro',
    name: 'Business pro',
    price_per_month: 59,
    currency: 'EUR',
    billing_period: 'yearly',
    included_minutes: 100,
    features: [
      '100 free minutes',
      'Unlimited website widgets',
      'Video calls',
      'Reports and map',
      'Billed yearly',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price_per_month: 199,
    currency: 'EUR',
    billing_period: 'yearly',
    included_minutes: 41000,
    features: ['41000 minutes talk time', 'Unlimited website widgets', 'Priority support', 'Billed yearly'],
  },
];
