import type { FieldErrors } from '@switchboard/forms';
import { useForm } from '@switchboard/forms/react';
import { Button, Modal, toast } from '@switchboard/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormStack } from '#features/forms/FormStack';
import { failureNotice } from '#features/forms/failureNotice';
import { useBindField } from '#features/forms/useBindField';
import { adminTariffsMessages as m } from './adminTariffs.messages';

type Values = Record<string, string>;

export interface EditDialogProps<V extends Values> {
  title: string;
  description?: string;
  /** The fields' first values; the dialog is mounted afresh (a `key`) for each row it edits. */
  initialValues: V;
  validate: (values: V) => FieldErrors;
  /** Sends the edit; the dialog then closes with `savedText`. */
  save: (values: V) => Promise<unknown>;
  savedText: string | ((values: V) => string);
  onClose: () => void;
  fields: (bind: ReturnType<typeof useBindField<V>>, values: V) => ReactNode;
}

/**
 * The price list's edit dialogs: fields checked as the API checks them, saved, closed with a
 * notice; a refusal says why above the fields and keeps the dialog open.
 */
export function EditDialog<V extends Values>({
  title,
  description,
  initialValues,
  validate,
  save,
  savedText,
  onClose,
  fields,
}: EditDialogProps<V>) {
  const intl = useIntl();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V>({ initialValues, validate, onSubmit: save });
  const bind = useBindField(form);

  const submit = (event: FormEvent) => {
    setFailure(null);
    form
      .handleSubmit(event)
      .then((saved) => {
        if (!saved) return setFailure(intl.formatMessage(m.fixErrors));
        toast.success(typeof savedText === 'string' ? savedText : savedText(form.values));
        onClose();
      })
      .catch((error: unknown) => setFailure(failureNotice(intl, error, m.fixErrors)));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      footer={
        <>
          <Modal.Close>
            <Button>{intl.formatMessage(m.cancel)}</Button>
          </Modal.Close>
          <Button kind="primary" type="submit" form={formId} loading={form.submitting}>
            {intl.formatMessage(m.save)}
          </Button>
        </>
      }
    >
      <FormStack id={formId} label={title} onSubmit={submit} failure={failure}>
        {fields(bind, form.values)}
      </FormStack>
    </Modal>
  );
}
