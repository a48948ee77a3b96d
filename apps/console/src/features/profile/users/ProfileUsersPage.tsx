import { Alert, PageHeader, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { isVerified } from '#app/session';
import { UsersTable } from '#features/pbx-users';
import { useProfile } from '#features/session/useProfile';
import { useSession } from '#features/session/useSession';
import { profileUsersMessages as m } from '../profile.messages';
import { AccountsDirectory } from './AccountsDirectory';
import { accountsMessages } from './accounts.messages';

/**
 * /profile/users (spec §2): the account's users with a login option. Logging in as a user
 * (impersonation, spec §6) is for platform administrators (the API refuses others, and a refusal
 * ends the session), so they get the table in login mode; other owners manage their users here.
 * Administrators also get the accounts directory: every account, and the users of one to act as.
 * The users list needs a verified account: until then the page says so and asks for nothing.
 */
export function ProfileUsersPage() {
  const intl = useIntl();
  const profile = useProfile();
  const { isAdmin } = useSession();
  const title = intl.formatMessage(m.title);
  if (!isVerified(profile)) {
    return (
      <Stack gap="lg">
        <PageHeader title={title} />
        <Alert kind="info">{intl.formatMessage(m.unverified)}</Alert>
      </Stack>
    );
  }
  return isAdmin ? (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(accountsMessages.heading)} />
      <AccountsDirectory />
      <UsersTable mode="login" title={title} description={intl.formatMessage(m.adminDescription)} />
    </Stack>
  ) : (
    <UsersTable mode="manage" title={title} description={intl.formatMessage(m.description)} />
  );
}
