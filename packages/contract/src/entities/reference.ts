/** The first entry of GET /admin/timezones (spec §7); choosing it clears the time zone (null). */
export const TIMEZONE_PLACEHOLDER = 'Select timezone';

/** An IANA time zone with its current UTC offset, e.g. `{ name: 'Europe/Sofia', offset: '+02:00' }`. */
export interface Timezone {
  name: string;
  /** `+HH:MM`; '' for the 'Select timezone' placeholder entry. */
  offset: string;
}

/** One entry of GET /admin/countries, e.g. `{ name: 'Bulgaria', dial_code: '+359', code: 'BG' }`. */
export interface Country {
  name: string;
  dial_code: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
}

/** A kind of tariff (GET /admin/tariff-types); its `id` is the `:type` of GET /admin/tariff/:type. */
export interface TariffType {
  id: string;
  name: string;
  /** What the rate is charged for, e.g. 'per minute'. */
  unit: string;
}

/** One country's rate of a tariff type (GET /admin/tariff/:type), in euro. */
export interface Tariff {
  /** ISO 3166-1 alpha-2. */
  code: string;
  country: string;
  dial_code: string;
  /** Euro per `unit` of the type, e.g. 0.012. */
  rate: number;
  currency: 'EUR';
}

/** A subscription plan of the home page and the widget (GET /admin/subscription-plans). */
export interface SubscriptionPlan {
  id: 'start' | 'business' | 'business-pro' | 'enterprise';
  name: string;
  /** Euro per month, billed yearly (spec §9). */
  price_per_month: number;
  price_per_month_minor: number;
  currency: 'EUR';
  billing_period: 'yearly';
  /** Minutes of talk time included per month; null: none included. */
  included_minutes: number | null;
  /** Pricing text lines, e.g. '41000 minutes talk time'. */
  features: string[];
}
