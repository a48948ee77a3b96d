import { type IntlConfig, ReactIntlErrorCode } from 'react-intl';

/**
 * Catalogs are merged over English, so a missing translation cannot happen at run time (the
 * catalog check in @switchboard/i18n fails first); anything else is a bug worth seeing.
 */
export const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};
