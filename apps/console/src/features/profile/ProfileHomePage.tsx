import { type Profile, routes } from '@switchboard/contract';
import { Avatar, Card, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { isVerified } from '#app/session';
import { useMayCall } from '../session/useMayCall';
import { LinkCard } from '../shell/LinkCard';
import { profileMessages as m } from './profile.messages';

/**
 * /profile, where every logged-in user starts (spec §2): photo, name, company name and company
 * email, then cards leading to the profile's pages. A user within an account sees the company only
 * (spec §6: no photo/name block for user type 'user'), and no money cards (the owner's pages,
 * decision 0006).
 */
export function ProfileHomePage() {
  const intl = useIntl();
  const { queries } = useApp();
  const { data: profile } = useSuspenseQuery(queries.profile());
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Dashboard profile={profile} />
    </Stack>
  );
}

function Dashboard({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const notSet = intl.formatMessage(m.notSet);
  const { user_info: user, company_info: company } = profile;
  const owner = user.user_type !== 'user';
  const mayCall = useMayCall();
  return (
    <Stack gap="lg">
      <Stack direction="row" gap="lg" align="stretch" wrap>
        {owner && (
          <Card title={intl.formatMessage(m.personal)} headingLevel={2}>
            <Stack direction="row" gap="md">
              {/* The name is said beside it. */}
              <Avatar size="large" name={user.name} src={user.user_photo} decorative />
              <Stack gap="xs">
                <strong>{user.name || notSet}</strong>
                <span>{user.email ?? notSet}</span>
              </Stack>
            </Stack>
          </Card>
        )}
        <Card title={intl.formatMessage(m.company)} headingLevel={2}>
          <Stack gap="xs">
            <strong>{company.company_name || notSet}</strong>
            <span>{company.company_email || notSet}</span>
          </Stack>
        </Card>
      </Stack>
      <Stack as="nav" gap="md" aria-label={intl.formatMessage(m.shortcuts)}>
        <Stack direction="row" gap="lg" align="stretch" wrap>
          <LinkCard to="/profile/profile-info" title={intl.formatMessage(m.infoCard)}>
            {intl.formatMessage(m.infoCardText)}
          </LinkCard>
          {mayCall(routes.paymentMethods) && (
            <LinkCard to="/profile/profile-payment" title={intl.formatMessage(m.paymentCard)}>
              {intl.formatMessage(m.paymentCardText)}
            </LinkCard>
          )}
          {mayCall(routes.subscriptions) && (
            <LinkCard to="/profile/profile-subscriptions" title={intl.formatMessage(m.subscriptionsCard)}>
              {intl.formatMessage(m.subscriptionsCardText)}
            </LinkCard>
          )}
          {mayCall(routes.recharge) && (
            <LinkCard to="/profile/recharge-account" title={intl.formatMessage(m.rechargeCard)}>
              {intl.formatMessage(m.rechargeCardText)}
            </LinkCard>
          )}
          {isVerified(profile) && (
            <LinkCard to="/profile/users" title={intl.formatMessage(m.usersCard)}>
              {intl.formatMessage(m.usersCardText)}
            </LinkCard>
          )}
          <LinkCard to="/profile/profile-support" title={intl.formatMessage(m.supportCard)}>
            {intl.formatMessage(m.supportCardText)}
          </LinkCard>
        </Stack>
      </Stack>
    </Stack>
  );
}
