import { Spinner, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { shellMessages as m } from './shell.messages';

/** Shown while a page's code or data loads (after the router's pending delay). */
export function PagePending() {
  const intl = useIntl();
  return (
    <Stack align="center" gap="none">
      <Spinner size="large" label={intl.formatMessage(m.pageLoading)} />
    </Stack>
  );
}
