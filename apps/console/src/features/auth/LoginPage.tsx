import type { TwoFactorChallenge } from '@switchboard/contract';
import { AuthLayout, Spinner, Tabs } from '@switchboard/ui';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyNamed } from '#app/lazyNamed';
import { AppLink } from '../shell/links';
import { authMessages as m } from './auth.messages';
import { RootLoginForm, UserLoginForm } from './LoginForms';
import { useAfterLogin } from './useAfterLogin';

// Only accounts with two-factor login reach this step: its code (recovery codes, enrolment) loads
// when the password step asks for it, not with the login page.
const SecondFactorStep = lazyNamed(() => import('../two-factor/SecondFactorStep'), 'SecondFactorStep');

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
        <Suspense fallback={<Spinner />}>
          <SecondFactorStep challenge={challenge} onLoggedIn={onLoggedIn} onBack={() => setChallenge(null)} />
        </Suspense>
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
