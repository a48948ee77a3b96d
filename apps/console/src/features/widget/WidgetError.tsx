import { Result } from '@switchboard/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AppLink } from '../shell/links';
import { PageError } from '../shell/PageError';
import { NoWidgetError, VerifyFirstError, WidgetsUnavailableError } from './activeWidget';
import { widgetMessages as m } from './widget.messages';

/**
 * The error component of every widget page: an unverified account is told why, an account without
 * widgets is led to create one ('No phone found'), a failed widget list says 'Unable to get widgets
 * data' with a retry (spec §8); any other failure is the router's generic one.
 */
export function WidgetError(props: ErrorComponentProps) {
  const intl = useIntl();
  const { error } = props;
  if (error instanceof VerifyFirstError) {
    return <Result kind="danger" title={intl.formatMessage(m.verifyFirst)} />;
  }
  if (error instanceof NoWidgetError) {
    return (
      <Result
        title={intl.formatMessage(m.noPhone)}
        actions={<AppLink to="/widget">{intl.formatMessage(m.toWidgets)}</AppLink>}
      >
        {intl.formatMessage(m.createFirst)}
      </Result>
    );
  }
  if (error instanceof WidgetsUnavailableError) {
    return <PageError {...props} title={intl.formatMessage(m.listFailed)} text={null} />;
  }
  return <PageError {...props} />;
}
