import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** A language code's name in the interface language ('de' → 'German', 'Deutsch'…), else the code. */
export function useLanguageName(): (code: string) => string {
  const { locale } = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'language', fallback: 'code' });
    return (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}
