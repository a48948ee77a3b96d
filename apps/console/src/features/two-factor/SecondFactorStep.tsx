import type { TwoFactorChallenge, TwoFactorSetup } from '@switchboard/contract';
import { Alert, Button, Spinner, Stack } from '@switchboard/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { CodeForm } from './CodeForm';
import { EnrolmentKey } from './EnrolmentKey';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { twoFactorMessages as m } from './twoFactor.messages';

/**
 * The login's second step: a code from the authenticator app or a recovery code; when the
 * provider requires two-factor login and none is set up, the enrolment first (QR code and setup
 * key) and, once logged in, the new recovery codes before going on.
 */
export function SecondFactorStep({
  challenge,
  onLoggedIn,
  onBack,
}: {
  challenge: TwoFactorChallenge;
  onLoggedIn: (redirect: string) => Promise<void>;
  onBack: () => void;
}) {
  const intl = useIntl();
  const { api } = useApp();
  const enrolling = challenge.two_factor === 'setup';
  const [setup, setSetup] = useState<TwoFactorSetup | 'failed' | null>(null);
  const [done, setDone] = useState<{ redirect: string; codes: string[] } | null>(null);

  useEffect(() => {
    if (!enrolling) return;
    api
      .call('twoFactorLoginSetup', { body: { challenge: challenge.challenge } })
      .then(setSetup, () => setSetup('failed'));
  }, [api, challenge, enrolling]);

  if (done) return <RecoveryCodesPanel codes={done.codes} onDone={() => void onLoggedIn(done.redirect)} />;

  const verify = async (code: string) => {
    const { redirect, recoveryCodes } = await api.login.secondFactor({
      challenge: challenge.challenge,
      code,
    });
    if (recoveryCodes) setDone({ redirect, codes: recoveryCodes });
    else await onLoggedIn(redirect);
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <h2>{intl.formatMessage(enrolling ? m.setupTitle : m.stepTitle)}</h2>
        <p>{intl.formatMessage(enrolling ? m.setupDescription : m.stepDescription)}</p>
      </Stack>
      {enrolling && setup === null && <Spinner label={intl.formatMessage(m.setupTitle)} />}
      {setup === 'failed' && <Alert kind="danger">{intl.formatMessage(m.setupFailed)}</Alert>}
      {(!enrolling || (setup !== null && setup !== 'failed')) && (
        <CodeForm
          label={intl.formatMessage(enrolling ? m.setupTitle : m.stepTitle)}
          submitLabel={intl.formatMessage(m.verify)}
          onSubmit={verify}
          explain={(status) => (status === 401 ? intl.formatMessage(m.expired) : null)}
        >
          {setup !== null && setup !== 'failed' && <EnrolmentKey setup={setup} />}
        </CodeForm>
      )}
      <Stack direction="row">
        <Button kind="ghost" onClick={onBack}>
          {intl.formatMessage(m.back)}
        </Button>
      </Stack>
    </Stack>
  );
}
