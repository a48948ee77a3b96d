import { impersonateBody } from '@switchboard/contract';
import { Button, Modal, TextField } from '@switchboard/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { contractErrors } from '../forms/contractErrors';
import { pbxUsersMessages as m } from './pbxUsers.messages';

const reasonErrors = contractErrors(impersonateBody);

export interface ActAsDialogProps {
  /** The user to act as; the dialog is open while set. */
  user: { username: string } | null;
  /** Acts as the user; the dialog closes when it resolves. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Asks an administrator why they act as a user before they do (the API refuses it without a
 * reason; the account owner reads it in their activity log).
 */
export function ActAsDialog({ user, onConfirm, onClose }: ActAsDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = reasonErrors({ reason }).reason;
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      await onConfirm(reason.trim());
      close();
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      width="small"
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={intl.formatMessage(m.actAsTitle, { name: user?.username ?? '' })}
      description={intl.formatMessage(m.actAsDescription)}
      footer={
        <>
          <Modal.Close>
            <Button>{intl.formatMessage(m.actAsCancel)}</Button>
          </Modal.Close>
          <Button kind="primary" type="submit" form="act-as-form" loading={pending}>
            {intl.formatMessage(m.actAsConfirm)}
          </Button>
        </>
      }
    >
      <form id="act-as-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={intl.formatMessage(m.actAsReason)}
          hint={intl.formatMessage(m.actAsReasonHint)}
          value={reason}
          onChange={setReason}
          error={error}
          maxLength={500}
          required
        />
      </form>
    </Modal>
  );
}
