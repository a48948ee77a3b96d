/** What the static server answers for the API's public reference lists (contract: Country, Timezone). */
export const countries = [
  { name: 'Bulgaria', dial_code: '+359', code: 'BG' },
  { name: 'Germany', dial_code: '+49', code: 'DE' },
  { name: 'Spain', dial_code: '+34', code: 'ES' },
];

export const timezones = [
  { name: 'Europe/Berlin', offset: '+01:00' },
  { name: 'Europe/Sofia', offset: '+02:00' },
];
