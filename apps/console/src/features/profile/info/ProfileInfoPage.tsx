import { Alert, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { profileInfoMessages as m } from '../profile.messages';
import { AccountExportCard } from './AccountExportCard';
import { CompanyForm } from './CompanyForm';
import { PasswordForm } from './PasswordForm';
import { PersonalForm } from './PersonalForm';
import { hasTwoFactor, TwoFactorCard } from './TwoFactorCard';

/**
 * /profile/profile-info (spec §2): the personal, company and password forms. Personal and company
 * details are the account owner's (the API refuses users within the account), so a user within an
 * account gets the password form only.
 */
export function ProfileInfoPage() {
  const intl = useIntl();
  const { queries } = useApp();
  const { data: profile } = useSuspenseQuery(queries.profile());
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      {profile.user_info.user_type === 'user' ? (
        <Stack gap="lg">
          <Alert kind="info">{intl.formatMessage(m.ownerOnly)}</Alert>
          <PasswordForm />
        </Stack>
      ) : (
        <Stack gap="lg">
          <PersonalForm profile={profile} />
          <CompanyForm profile={profile} />
          <PasswordForm />
          {hasTwoFactor(profile) && <TwoFactorCard />}
          <AccountExportCard />
        </Stack>
      )}
    </Stack>
  );
}
