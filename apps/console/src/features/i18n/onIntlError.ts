import { type IntlConfig, ReactIntlErrorCode } from 'react-intl';

/**
 * A missing translation shows its English default: that is how English itself works (no catalog
 * ships for it) and how the English-only profile texts show in other languages; the catalog check in
 * @switchboard/i18n reports ids a translation lacks. Anything else is a bug worth seeing.
 */
export const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};
