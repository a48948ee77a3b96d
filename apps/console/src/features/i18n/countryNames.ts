import type { Country } from '@switchboard/contract';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { displayName } from './displayName';

/** A country of GET /admin/countries named in the interface language (the API names them in English). */
export interface NamedCountry extends Country {
  label: string;
}

/** The countries named and sorted in the interface language. */
export function useNamedCountries(countries: readonly Country[] | undefined): NamedCountry[] {
  const intl = useIntl();
  return useMemo(
    () =>
      (countries ?? [])
        .map((country) => ({ ...country, label: displayName(intl, country.code, 'region') ?? country.name }))
        .sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
    [countries, intl],
  );
}

/** Whether a country matches a search by its name (either language), code or dialling code. */
export function matchesCountry(country: NamedCountry, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [country.label, country.name, country.code, country.dial_code].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
