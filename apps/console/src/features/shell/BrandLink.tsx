import { useIntl } from 'react-intl';
import { AppLink } from './links';
import { shellMessages as m } from './shell.messages';

/** The product name in the header, linking home. */
export function BrandLink() {
  const intl = useIntl();
  return (
    <AppLink kind="brand" to="/" aria-label={intl.formatMessage(m.homeLink)}>
      {intl.formatMessage(m.productName)}
    </AppLink>
  );
}
