import type { IntlShape } from 'react-intl';

/**
 * A country (`region`, ISO 3166-1 alpha-2) or language code named in the interface language
 * ('DE' → 'Germany', 'Deutschland', 'ألمانيا'…); undefined when the code names nothing known.
 */
export function displayName(intl: IntlShape, code: string, type: 'region' | 'language'): string | undefined {
  try {
    return intl.formatDisplayName(type === 'region' ? code.toUpperCase() : code, { type, fallback: 'none' });
  } catch {
    return undefined;
  }
}
