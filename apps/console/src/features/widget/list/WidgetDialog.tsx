import { createWidgetBody, type Widget } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Switch, TextField, toast } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { FormDialog } from '#features/crud/FormDialog';
import { contractErrors } from '#features/forms/contractErrors';
import { useBindField } from '#features/forms/useBindField';
import { widgetMessages } from '../widget.messages';
import { useWidgetListMutations } from './useWidgetListMutations';
import { widgetListMessages as m } from './widgetList.messages';

export interface WidgetDialogProps {
  /** The widget to rename or switch on/off; `null` creates one. */
  widget: Widget | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type WidgetFormValues = { name: string; is_active: boolean };

const FIELDS = ['name', 'is_active'] as const;

// The create body's rules (name required, 1–100 characters) hold for a rename too.
const validate = contractErrors(createWidgetBody);

/**
 * 'Create widget' (a name; the server fills in every default) and 'Edit widget' (name and
 * availability, PUT /admin/widget/{id}). Success says 'Widget data saved!', failure 'Unable to save
 * phone data' (spec §8).
 */
export function WidgetDialog({ widget, open, onOpenChange }: WidgetDialogProps) {
  const intl = useIntl();
  const { create, update } = useWidgetListMutations();
  const form = useForm<WidgetFormValues>({
    initialValues: { name: widget?.name ?? '', is_active: widget?.is_active ?? true },
    validate: (values) => validate({ ...values, name: values.name.trim() }),
    onSubmit: async (values) => {
      const name = values.name.trim();
      if (widget) {
        await update.mutateAsync({ params: { id: widget.id }, body: { name, is_active: values.is_active } });
      } else {
        await create.mutateAsync({ body: { name } });
      }
      toast.success(intl.formatMessage(widgetMessages.saved));
      onOpenChange(false);
    },
  });
  const bind = useBindField(form);
  const title = intl.formatMessage(widget ? m.editTitle : m.createTitle);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      formId={`widget-form-${widget?.id ?? 'new'}`}
      form={form}
      fields={FIELDS}
      failureNotice={() => intl.formatMessage(widgetMessages.saveFailed)}
      cancelLabel={intl.formatMessage(m.cancel)}
      saveLabel={intl.formatMessage(m.save)}
    >
      <TextField {...bind('name', intl.formatMessage(m.name))} autoComplete="off" maxLength={100} required />
      {widget && (
        <Switch
          {...bind.checked('is_active', intl.formatMessage(m.available))}
          hint={intl.formatMessage(m.availableHint)}
        />
      )}
    </FormDialog>
  );
}
