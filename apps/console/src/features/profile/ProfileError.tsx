import { PageHeader, Stack } from '@switchboard/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PageError } from '../shell/PageError';
import { profileMessages as m } from './profile.messages';

/**
 * The profile page's error component. Spec §2: the app mounts whether or not the profile loads, so
 * the page keeps its heading and says the profile could not be loaded, with a retry.
 */
export function ProfileError(props: ErrorComponentProps) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <PageError {...props} headingLevel={2} title={intl.formatMessage(m.unavailable)} text={null} />
    </Stack>
  );
}
