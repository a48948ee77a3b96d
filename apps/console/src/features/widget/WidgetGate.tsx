import type { Widget } from '@switchboard/contract';
import { Button, Result, Spinner, Stack } from '@switchboard/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../shell/links';
import { useActiveWidget } from './useActiveWidget';
import { widgetMessages as m } from './widget.messages';

/**
 * The states every screen of one widget shares: loading, 'Unable to get widgets data' with a
 * retry, and 'No phone found' with the way to create one. Renders `children` with the active
 * widget once there is one. An unverified account (it may open an office's departments, spec §2)
 * is told why instead: the widget calls would answer 403, which logs out (spec §4).
 */
export function WidgetGate({ children }: { children: (widget: Widget) => ReactNode }) {
  const intl = useIntl();
  const { list, active, allowed } = useActiveWidget();
  if (!allowed) {
    return <Result kind="danger" headingLevel={2} title={intl.formatMessage(m.verifyFirst)} />;
  }
  if (list.isPending) {
    return (
      <Stack align="center">
        <Spinner size="large" label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Result
        kind="danger"
        headingLevel={2}
        title={intl.formatMessage(m.listFailed)}
        actions={
          <Button kind="primary" onClick={() => void list.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      />
    );
  }
  if (!active) {
    return (
      <Result
        headingLevel={2}
        title={intl.formatMessage(m.noPhone)}
        actions={<AppLink to="/widget">{intl.formatMessage(m.toWidgets)}</AppLink>}
      >
        {intl.formatMessage(m.createFirst)}
      </Result>
    );
  }
  return <>{children(active)}</>;
}
