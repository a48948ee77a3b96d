import { ApiError } from '@switchboard/api-client';
import { Result } from '@switchboard/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PageError } from '#features/shell/PageError';
import { thankYouMessages as m } from '../money/money.messages';

/** A thank-you page for a payment that is not this account's (or no id): say so; else the usual error. */
export function ThankYouError(props: ErrorComponentProps) {
  const intl = useIntl();
  if (props.error instanceof ApiError && [404, 422].includes(props.error.status)) {
    return <Result kind="info" title={intl.formatMessage(m.missing)} headingLevel={1} />;
  }
  return <PageError {...props} />;
}
