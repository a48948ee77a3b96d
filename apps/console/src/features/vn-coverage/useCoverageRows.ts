import type { CoverageEntry } from '@switchboard/contract';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { displayName } from '#features/i18n/displayName';

/** The offers with their countries named in the interface language (the API names them in English). */
export function useCoverageRows(entries: readonly CoverageEntry[]): CoverageEntry[] {
  const intl = useIntl();
  return useMemo(
    () =>
      entries
        .map((entry) => ({
          ...entry,
          country_name: displayName(intl, entry.country, 'region') ?? entry.country_name,
        }))
        .sort((a, b) => a.country_name.localeCompare(b.country_name, intl.locale)),
    [entries, intl],
  );
}
