import {
  type CreatedWebhookEndpoint,
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEvent,
  webhookEndpointBody,
} from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { CheckboxGroup, Switch, TextField, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { FormDialog } from '#features/crud/FormDialog';
import { contractErrors } from '#features/forms/contractErrors';
import { useBindField } from '#features/forms/useBindField';
import { useFieldError } from '#features/forms/useFieldError';
import { integrationsMessages as m } from './integrations.messages';

const validate = contractErrors(webhookEndpointBody);
const FIELDS = ['url', 'description', 'events', 'is_active'] as const;
const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({ value: event, label: <bdi dir="ltr">{event}</bdi> }));

type WebhookFormValues = { url: string; description: string; events: string[]; is_active: boolean };

export interface WebhookDialogProps {
  /** The endpoint to edit; `null` adds one. */
  hook: WebhookEndpoint | null;
  onOpenChange: (open: boolean) => void;
  /** A new endpoint, whose secret the page shows once. */
  onCreated: (hook: CreatedWebhookEndpoint) => void;
}

/** 'Add endpoint' and 'Edit endpoint': the URL (the server refuses private addresses), events, on/off. */
export function WebhookDialog({ hook, onOpenChange, onCreated }: WebhookDialogProps) {
  const intl = useIntl();
  const { mutations } = useApp();
  const create = useMutation(mutations.createWebhook());
  const update = useMutation(mutations.updateWebhook());
  const fieldError = useFieldError();
  const item = intl.formatMessage(m.webhookItem);
  const form = useForm<WebhookFormValues>({
    initialValues: {
      url: hook?.url ?? '',
      description: hook?.description ?? '',
      events: hook ? [...hook.events] : [...WEBHOOK_EVENTS],
      is_active: hook ? hook.is_active === 1 : true,
    },
    validate: (values) =>
      validate({ ...values, url: values.url.trim(), is_active: values.is_active ? 1 : 0 }),
    onSubmit: async (values) => {
      const body = {
        url: values.url.trim(),
        description: values.description.trim(),
        events: values.events as WebhookEvent[],
        is_active: values.is_active ? (1 as const) : (0 as const),
      };
      if (hook) {
        await update.mutateAsync({ params: { id: hook.id }, body });
        toast.success(intl.formatMessage(m.edited, { item }));
        onOpenChange(false);
      } else {
        const created = await create.mutateAsync({ body });
        toast.success(intl.formatMessage(m.createdNotice, { item }));
        onOpenChange(false);
        onCreated(created);
      }
    },
  });
  const bind = useBindField(form);
  const eventsLabel = intl.formatMessage(m.events);
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={intl.formatMessage(hook ? m.editWebhook : m.createWebhook)}
      formId={`webhook-form-${hook?.id ?? 'new'}`}
      form={form}
      fields={FIELDS}
      failureNotice={() => intl.formatMessage(hook ? m.editFailed : m.createFailed, { item })}
      cancelLabel={intl.formatMessage(m.cancel)}
      saveLabel={intl.formatMessage(m.save)}
    >
      <TextField
        {...bind('url', intl.formatMessage(m.url))}
        type="url"
        dir="ltr"
        autoComplete="off"
        maxLength={2048}
        hint={intl.formatMessage(m.urlHint)}
        required
      />
      <TextField
        {...bind('description', intl.formatMessage(m.description))}
        autoComplete="off"
        maxLength={255}
      />
      <CheckboxGroup
        label={eventsLabel}
        options={EVENT_OPTIONS}
        value={form.values.events}
        onChange={(events) => form.setValue('events', events)}
        error={fieldError(form.errors.events, eventsLabel)}
        orientation="vertical"
        required
      />
      <Switch {...bind.checked('is_active', intl.formatMessage(m.enabled))} />
    </FormDialog>
  );
}
