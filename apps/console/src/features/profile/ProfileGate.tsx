import type { Profile } from '@switchboard/contract';
import { Alert, Button, Spinner, Stack } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { profileMessages as m } from './profile.messages';

/**
 * The account's profile (GET /admin/profile) for a profile page: a spinner while it loads, a notice
 * with a retry when it cannot be loaded (spec §2: the app mounts either way), else the page.
 */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const intl = useIntl();
  const { queries } = useApp();
  const query = useQuery(queries.profile());
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <Alert
        kind="danger"
        action={
          <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      >
        {intl.formatMessage(m.unavailable)}
      </Alert>
    );
  }
  return (
    <Stack align="center">
      <Spinner size="large" label={intl.formatMessage(m.loading)} />
    </Stack>
  );
}
