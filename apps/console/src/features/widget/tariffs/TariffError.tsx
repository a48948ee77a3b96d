import { ApiError } from '@switchboard/api-client';
import { Result } from '@switchboard/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AppLink } from '#features/shell/links';
import { PageError } from '#features/shell/PageError';
import { widgetTariffsMessages as m } from './widgetTariffs.messages';

/** The error component of one tariff's page: an unknown type is a 404 from the API, shown as not found. */
export function TariffError(props: ErrorComponentProps) {
  const intl = useIntl();
  if (!(props.error instanceof ApiError && props.error.status === 404)) return <PageError {...props} />;
  return (
    <Result
      headingLevel={1}
      title={intl.formatMessage(m.notFound)}
      code="404"
      actions={<AppLink to="/widget/tariffs">{intl.formatMessage(m.backToTariffs)}</AppLink>}
    >
      {intl.formatMessage(m.notFoundText)}
    </Result>
  );
}
