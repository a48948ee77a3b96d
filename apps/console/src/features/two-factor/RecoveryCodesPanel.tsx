import { Alert, Button, CodeBlock, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { twoFactorMessages as m } from './twoFactor.messages';

/** The ten recovery codes, shown once: copyable, and a button that says they are kept. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <h2>{intl.formatMessage(m.recoveryTitle)}</h2>
      <Alert kind="info">{intl.formatMessage(m.recoveryDescription)}</Alert>
      <CodeBlock label={intl.formatMessage(m.recoveryLabel)} code={codes.join('\n')} />
      <Stack direction="row">
        <Button kind="primary" onClick={onDone}>
          {intl.formatMessage(m.recoverySaved)}
        </Button>
      </Stack>
    </Stack>
  );
}
