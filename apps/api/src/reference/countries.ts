/**
 * GET /admin/countries from the maintained `countries-list` package (ISO 3166-1 alpha-2 codes,
 * English names, calling codes) instead of a hand-kept file.
 */
import type { Country } from '@switchboard/contract';
import { countries, type ICountry } from 'countries-list';

/**
 * Some entries list several calling codes (the Dominican Republic's 1809/1829/1849, Kosovo's
 * 377/381/383/386): the first one that is not another country's main code is the country's own.
 */
function dialCode(code: string, country: ICountry, mainCodes: Map<number, string>): string {
  const own = country.phone.find((phone) => (mainCodes.get(phone) ?? code) === code) ?? country.phone[0];
  return own === undefined ? '' : `+${own}`;
}

/** Every country with a calling code, sorted by name: `{ name, dial_code: '+359', code: 'BG' }`. */
export function countryList(): Country[] {
  const entries = Object.entries(countries) as [string, ICountry][];
  const mainCodes = new Map<number, string>();
  for (const [code, country] of entries) {
    const [main] = country.phone;
    if (country.phone.length === 1 && main !== undefined && !mainCodes.has(main)) mainCodes.set(main, code);
  }
  return entries
    .map(([code, country]) => ({ name: country.name, dial_code: dialCode(code, country, mainCodes), code }))
    .filter((country) => country.dial_code !== '')
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
