import { type ReactElement, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { confirmDialogMessages } from './ConfirmDialog.messages';

export interface ConfirmDialogProps {
  /** What is about to be deleted; fills "Are you sure you want to delete {name}?". */
  name: string;
  /** A question replacing the default one, for actions other than delete. */
  title?: ReactNode;
  /** Further detail under the question. */
  description?: ReactNode;
  /** Runs on Confirm; while its promise is pending the button shows progress. The dialog closes when
   * it resolves and stays open when it rejects (the caller reports the error, e.g. with a toast). */
  onConfirm: () => unknown;
  /** Label of the confirm button. @default 'Confirm' */
  confirmLabel?: ReactNode;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (Close, Escape, success). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog on click. */
  trigger?: ReactElement;
  /** Class for the dialog's root element. */
  className?: string;
}

/** Asks before a destructive action (spec §2: delete always asks for confirmation). 450 px wide. */
export function ConfirmDialog({
  name,
  title,
  description,
  onConfirm,
  confirmLabel,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  className,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [openState, setOpenState] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const open = openProp ?? openState;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // Stay open: the caller shows what went wrong, and the user may retry or close.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      width="small"
      closeButton={false}
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title ?? intl.formatMessage(confirmDialogMessages.question, { name })}
      description={description}
      role="alertdialog"
      className={className}
      footer={
        <>
          <Modal.Close>
            <Button>{intl.formatMessage(confirmDialogMessages.close)}</Button>
          </Modal.Close>
          <Button kind="danger" loading={pending} onClick={confirm}>
            {confirmLabel ?? intl.formatMessage(confirmDialogMessages.confirm)}
          </Button>
        </>
      }
    />
  );
}
