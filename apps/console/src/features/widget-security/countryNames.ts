import type { Country } from '@switchboard/contract';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** A country of GET /admin/countries named in the interface language (the API names them in English). */
export interface NamedCountry extends Country {
  label: string;
}

/** The countries named and sorted in the interface language. */
export function useNamedCountries(countries: readonly Country[] | undefined): NamedCountry[] {
  const { locale } = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
    const nameOf = (country: Country) => {
      try {
        return names.of(country.code) ?? country.name;
      } catch {
        return country.name;
      }
    };
    return (countries ?? [])
      .map((country) => ({ ...country, label: nameOf(country) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [countries, locale]);
}

/** Whether a country matches a search by its name (either language), code or dialling code. */
export function matchesCountry(country: NamedCountry, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [country.label, country.name, country.code, country.dial_code].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
