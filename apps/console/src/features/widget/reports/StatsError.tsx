import type { ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PageError } from '#features/shell/PageError';
import { widgetReportsMessages as m } from './widgetReports.messages';

/** The error component of the reports' routes: 'Unable to load the statistics', with a retry. */
export function StatsError(props: ErrorComponentProps) {
  const intl = useIntl();
  return <PageError {...props} title={intl.formatMessage(m.statsFailed)} text={null} />;
}
