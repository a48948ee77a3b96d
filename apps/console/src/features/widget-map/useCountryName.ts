import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { widgetMapMessages as m } from './widgetMap.messages';

/** ISO 3166-1 alpha-2 code → the country's name in the UI language. */
export function useCountryName(): (code: string) => string {
  const intl = useIntl();
  const names = useMemo(() => new Intl.DisplayNames([intl.locale], { type: 'region' }), [intl.locale]);
  const unknown = intl.formatMessage(m.unknownCountry);
  return useCallback(
    (code: string) => {
      try {
        return names.of(code.toUpperCase()) ?? code;
      } catch {
        return code || unknown;
      }
    },
    [names, unknown],
  );
}
