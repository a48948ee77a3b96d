import { Alert, Button, CodeBlock, Modal, Stack } from '@switchboard/ui';
import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  done: { id: 'crud.shownOnce.done', defaultMessage: 'Done' },
});

export interface ShownOnceProps {
  /** What was created (the key's name, the endpoint's address, the trunk's name); nothing shown when null. */
  title: string | null;
  /** Says it will not be shown again. */
  notice: string;
  /** Names the value for screen readers and the copy button. */
  label: string;
  value: string;
  onClose: () => void;
}

/**
 * A credential shown once, right after it is created (an API key, a webhook's signing secret, a
 * trunk's password), with a button that copies it.
 */
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
