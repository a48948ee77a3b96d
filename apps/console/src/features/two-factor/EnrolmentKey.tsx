import type { TwoFactorSetup } from '@switchboard/contract';
import { CodeBlock, QrCode, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { twoFactorMessages as m } from './twoFactor.messages';

/** What the authenticator app needs: the QR code, and the setup key for typing in. */
export function EnrolmentKey({ setup }: { setup: TwoFactorSetup }) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <p>{intl.formatMessage(m.scanInstructions)}</p>
      <QrCode modules={setup.qr} label={intl.formatMessage(m.qrLabel)} />
      <CodeBlock label={intl.formatMessage(m.secretLabel)} code={setup.secret} />
    </Stack>
  );
}
