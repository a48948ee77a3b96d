import { TIMEZONE_PLACEHOLDER, type Timezone } from '@switchboard/contract';

/**
 * A zone of GET /admin/timezones as an option: its IANA name and its offset from UTC now (the API
 * reads it from Intl, so summer time shows); null for the list's 'Select timezone' row.
 */
export const zoneOption = (zone: Timezone) =>
  zone.name === TIMEZONE_PLACEHOLDER ? null : { value: zone.name, label: `${zone.name} (UTC${zone.offset})` };
