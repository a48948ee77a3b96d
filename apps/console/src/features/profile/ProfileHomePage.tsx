import type { Profile } from '@switchboard/contract';
import { Alert, Card, PageHeader, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { profileMessages as m } from './profile.messages';

/**
 * /profile: where every logged-in user starts. A first version showing who is logged in; the
 * profile area (spec §2: photo, cards to info, payments, subscriptions, recharge) grows here.
 */
export function ProfileHomePage({ profile }: { profile: Profile | null }) {
  const intl = useIntl();
  const notSet = intl.formatMessage(m.notSet);
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      {profile ? (
        <Stack direction="row" gap="lg" align="stretch" wrap>
          <Card title={intl.formatMessage(m.personal)} headingLevel={2}>
            <Stack gap="xs">
              <span>{profile.user_info.name || notSet}</span>
              <span>{profile.user_info.email ?? notSet}</span>
            </Stack>
          </Card>
          <Card title={intl.formatMessage(m.company)} headingLevel={2}>
            <Stack gap="xs">
              <span>{profile.company_info.company_name || notSet}</span>
              <span>{profile.company_info.company_email || notSet}</span>
            </Stack>
          </Card>
        </Stack>
      ) : (
        <Alert kind="danger">{intl.formatMessage(m.unavailable)}</Alert>
      )}
    </Stack>
  );
}
