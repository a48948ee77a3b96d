import { Alert, Button, CodeBlock, Modal, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { integrationsMessages as m } from './integrations.messages';

export interface ShownOnceProps {
  /** What was created (the key's name, the endpoint's address); nothing shown when null. */
  title: string | null;
  /** Says it will not be shown again. */
  notice: string;
  /** Names the value for screen readers and the copy button. */
  label: string;
  value: string;
  onClose: () => void;
}

/** A credential shown once, right after it is created (an API key, a webhook's signing secret). */
export function ShownOnce({ title, notice, label, value, onClose }: ShownOnceProps) {
  const intl = useIntl();
  return (
    <Modal
      title={title ?? ''}
      open={title !== null}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <Modal.Close>
          <Button kind="primary">{intl.formatMessage(m.done)}</Button>
        </Modal.Close>
      }
    >
      {title !== null && (
        <Stack gap="md">
          <Alert kind="info">{notice}</Alert>
          <CodeBlock code={value} label={label} />
        </Stack>
      )}
    </Modal>
  );
}
