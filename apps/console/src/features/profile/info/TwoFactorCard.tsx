import type { Profile, TwoFactorSetup } from '@switchboard/contract';
import { Button, Card, Spinner, Stack, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { lazyNamed } from '#app/lazyNamed';
import { CodeForm } from '#features/two-factor/CodeForm';
import { twoFactorCardMessages as m } from '../profile.messages';

// The QR code and the recovery codes load when the owner turns two-factor login on, not with the page.
const importEnrolmentKey = () => import('#features/two-factor/EnrolmentKey');
const importRecoveryCodes = () => import('#features/two-factor/RecoveryCodesPanel');
const EnrolmentKey = lazyNamed(importEnrolmentKey, 'EnrolmentKey');
const RecoveryCodesPanel = lazyNamed(importRecoveryCodes, 'RecoveryCodesPanel');

/** Two-factor login is the account owner's (and an administrator's) own, not a user's or an acting administrator's. */
export const hasTwoFactor = (profile: Profile | null): boolean =>
  profile !== null && profile.user_info.user_type !== 'user' && !profile.user_info.impersonating;

/**
 * Two-factor login in the profile: its state; turning it on (the app's QR code and setup key, a
 * code to confirm, then the recovery codes, shown once); turning it off with a code, unless the
 * provider requires it.
 */
export function TwoFactorCard() {
  const intl = useIntl();
  const { queries, mutations } = useApp();
  const { data: status } = useSuspenseQuery(queries.twoFactor());
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const starts = useMutation(mutations.startTwoFactor());
  const confirms = useMutation(mutations.confirmTwoFactor());
  const disables = useMutation(mutations.disableTwoFactor());

  const start = async () => {
    setStarting(true);
    try {
      // Fetched beside the setup, so the key shows with it.
      const [next] = await Promise.all([
        starts.mutateAsync({ body: {} }),
        importEnrolmentKey(),
        importRecoveryCodes(),
      ]);
      setSetup(next);
    } catch {
      toast.danger(intl.formatMessage(m.startFailed));
    } finally {
      setStarting(false);
    }
  };
  const confirm = async (code: string) => {
    const { recovery_codes } = await confirms.mutateAsync({ body: { code } });
    setSetup(null);
    setCodes(recovery_codes);
  };
  const turnOff = async (code: string) => {
    await disables.mutateAsync({ body: { code } });
    toast.success(intl.formatMessage(m.turnedOff));
  };

  const title = intl.formatMessage(m.title);
  return (
    <Card title={title} headingLevel={2}>
      <Suspense fallback={<Spinner />}>
        <Stack gap="md">
          {codes ? (
            <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
          ) : status.enabled ? (
            <>
              <p>{intl.formatMessage(m.on, { left: status.recovery_codes_left })}</p>
              {status.required ? (
                <p>{intl.formatMessage(m.required)}</p>
              ) : (
                <CodeForm
                  label={intl.formatMessage(m.turnOff)}
                  submitLabel={intl.formatMessage(m.turnOff)}
                  onSubmit={turnOff}
                />
              )}
            </>
          ) : setup ? (
            <CodeForm label={title} submitLabel={intl.formatMessage(m.confirm)} onSubmit={confirm}>
              <EnrolmentKey setup={setup} />
            </CodeForm>
          ) : (
            <>
              <p>{intl.formatMessage(m.off)}</p>
              <Stack direction="row">
                <Button kind="primary" loading={starting} onClick={() => void start()}>
                  {intl.formatMessage(m.turnOn)}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </Suspense>
    </Card>
  );
}
