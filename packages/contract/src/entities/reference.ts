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
