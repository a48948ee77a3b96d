import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { displayName } from './displayName';

/** A language code's name in the interface language ('de' → 'German', 'Deutsch'…), else the code. */
export function useLanguageName(): (code: string) => string {
  const intl = useIntl();
  return useCallback((code: string) => displayName(intl, code, 'language') ?? code, [intl]);
}
