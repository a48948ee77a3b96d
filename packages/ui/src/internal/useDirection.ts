import { useContext } from 'react';
import { IntlContext } from 'react-intl';

export type Direction = 'ltr' | 'rtl';

type TextInfo = { direction?: string };
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

/**
 * The writing direction of the interface language, for components whose arrow keys or sides follow
 * it. Derived from the language rather than read from the DOM: when the language changes, a
 * component's effects run before the app's effect that sets `dir` on <html>, so a read of the DOM
 * keeps the old direction (tabs stayed left to right after a switch to Arabic).
 */
export function useDirection(): Direction {
  const intl = useContext(IntlContext);
  if (!intl) return 'ltr';
  const locale = new Intl.Locale(intl.locale) as LocaleWithTextInfo;
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}
