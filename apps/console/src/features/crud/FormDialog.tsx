import type { UseForm } from '@switchboard/forms/react';
import { Button, Modal, toast } from '@switchboard/ui';
import type { FormEvent, ReactNode } from 'react';
import { FormStack } from '../forms/FormStack';
import { shownInFields } from '../forms/failures';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, also the form's accessible name. */
  title: string;
  width?: 'large';
  /** Id of the form, which the footer's Save button submits. */
  formId: string;
  form: Pick<UseForm<Record<string, unknown>>, 'handleSubmit' | 'submitting'>;
  /** The form's fields: a failure with errors for them shows under the fields, not as a notice. */
  fields: readonly string[];
  /** The danger notice for any other failed save. */
  failureNotice: () => string;
  cancelLabel: ReactNode;
  saveLabel: ReactNode;
  children: ReactNode;
}

/** A create/edit dialog: the form's fields, Cancel and Save in the footer, a notice when saving fails. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  width,
  formId,
  form,
  fields,
  failureNotice,
  cancelLabel,
  saveLabel,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    form.handleSubmit(event).catch((error: unknown) => {
      if (!shownInFields(error, fields)) toast.danger(failureNotice());
    });
  };
  return (
    <Modal
      {...(width ? { width } : {})}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <>
          <Modal.Close>
            <Button>{cancelLabel}</Button>
          </Modal.Close>
          <Button kind="primary" type="submit" form={formId} loading={form.submitting}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <FormStack id={formId} label={title} onSubmit={submit}>
        {children}
      </FormStack>
    </Modal>
  );
}
