import type { TwoFactorChallenge } from '@switchboard/contract';
import { AuthLayout, Tabs } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../shell/links';
import { SecondFactorStep } from '../two-factor/SecondFactorStep';
import { authMessages as m } from './auth.messages';
import { RootLoginForm, UserLoginForm } from './LoginForms';
import { useAfterLogin } from './useAfterLogin';

const loginKinds = ['root', 'user'] as const;
type LoginKind = (typeof loginKinds)[number];

/**
 * /login (spec §2): the account owner logs in with email and password, a user within an account
 * with username, password and the account's client id; a tab switches between the two.
 */
export function LoginPage({ redirect }: { redirect?: string }) {
  const intl = useIntl();
  const [kind, setKind] = useState<LoginKind>('root');
  const onLoggedIn = useAfterLogin(redirect);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  return (
    <AuthLayout
      title={intl.formatMessage(m.loginTitle)}
      description={intl.formatMessage(m.loginDescription)}
      footer={
        <>
          <span>{intl.formatMessage(m.noAccount)}</span>
          <AppLink to="/register">{intl.formatMessage(m.registerLink)}</AppLink>
        </>
      }
    >
      {challenge ? (
        <SecondFactorStep challenge={challenge} onLoggedIn={onLoggedIn} onBack={() => setChallenge(null)} />
      ) : (
        <Tabs value={kind} onValueChange={(value) => setKind(loginKinds.find((k) => k === value) ?? 'root')}>
          <Tabs.List aria-label={intl.formatMessage(m.loginKind)}>
            <Tabs.Tab value="root">{intl.formatMessage(m.loginOwner)}</Tabs.Tab>
            <Tabs.Tab value="user">{intl.formatMessage(m.loginUser)}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="root">
            <RootLoginForm onLoggedIn={onLoggedIn} onChallenge={setChallenge} />
          </Tabs.Panel>
          <Tabs.Panel value="user">
            <UserLoginForm onLoggedIn={onLoggedIn} />
          </Tabs.Panel>
        </Tabs>
      )}
    </AuthLayout>
  );
}
