import {
  fillPlaceholders,
  MESSAGE_CHANNELS,
  type MessageChannel,
  type mailTemplateResource,
  type messageTemplateResource,
  SAMPLE_PLACEHOLDER_VALUES,
  TEMPLATE_PLACEHOLDERS,
} from '@switchboard/contract';
import { Card, TextArea } from '@switchboard/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import { choiceField } from '#features/resource/choiceField';
import type { BoundField, ResourceForm } from '#features/resource/ResourceDialog';
import { messagingMessages as m, messagingValueMessages as v } from './messaging.messages';

/** Left-to-right inside any text (FSI … PDI), so Arabic keeps `{first_name}` readable. */
export const isolated = (text: string) => `\u2068${text}\u2069`;

const placeholderList = TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(' ');

/** A multi-line field with the placeholders listed under it. */
function PlaceholderList() {
  const intl = useIntl();
  return <p>{intl.formatMessage(v.placeholders, { list: isolated(placeholderList) })}</p>;
}

const textArea = (rows: number, placeholders: boolean) => (field: BoundField) => (
  <>
    <TextArea
      label={field.label}
      value={String(field.value ?? '')}
      onChange={(value) => field.onChange(value)}
      error={field.error}
      rows={rows}
    />
    {placeholders && <PlaceholderList />}
  </>
);

type TemplateValues = {
  description: string;
  message: string;
  channel: MessageChannel | null;
  is_active: boolean;
};

const templateBody = (values: TemplateValues) => ({
  description: values.description.trim(),
  message: values.message,
  channel: values.channel as MessageChannel,
  is_active: (values.is_active ? 1 : 0) as 0 | 1,
});

/** 'New template' / 'Edit template'; unknown placeholders come back from the API on `message`. */
export const templateForm: ResourceForm<typeof messageTemplateResource, TemplateValues> = {
  createTitle: m.createTemplate,
  editTitle: m.editTemplate,
  fields: [
    { name: 'description', label: m.description, requiredOnCreate: true },
    { name: 'message', label: m.message, requiredOnCreate: true, render: textArea(4, true) },
    {
      name: 'channel',
      label: m.channel,
      requiredOnCreate: true,
      render: choiceField(MESSAGE_CHANNELS, enumLabels.MESSAGE_CHANNELS, m.selectChannel),
    },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
  ],
  initialValues: (template) => ({
    description: template?.description ?? '',
    message: template?.message ?? '',
    channel: template?.channel ?? null,
    is_active: template ? template.is_active === 1 : true,
  }),
  createBody: templateBody,
  updateBody: templateBody,
};

type MailValues = {
  description: string;
  mail_subject: string;
  mail_body: string;
  mail_from: string;
  mail_to: string;
  mail_signature: string;
  mail_cc: string;
  mail_bcc: string;
};
const MAIL_FIELDS = [
  'description',
  'mail_subject',
  'mail_body',
  'mail_from',
  'mail_to',
  'mail_signature',
  'mail_cc',
  'mail_bcc',
] as const;

/**
 * The mail's subject and body with sample values, as text: React escapes it, so markup in a
 * template shows as written and no script in it can run.
 */
export function MailPreview({ values }: { values: MailValues }) {
  const fill = (text: string) => fillPlaceholders(text, SAMPLE_PLACEHOLDER_VALUES);
  return (
    <Card title={<FormattedMessage {...m.preview} />} headingLevel={3}>
      <p>
        <strong>{fill(values.mail_subject)}</strong>
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{fill(values.mail_body)}</p>
      {values.mail_signature && <p style={{ whiteSpace: 'pre-wrap' }}>{values.mail_signature}</p>}
    </Card>
  );
}

const mailBody = (values: MailValues) =>
  Object.fromEntries(MAIL_FIELDS.map((name) => [name, values[name].trim()])) as MailValues;

export const mailTemplateForm: ResourceForm<typeof mailTemplateResource, MailValues> = {
  createTitle: m.createMail,
  editTitle: m.editMail,
  width: 'large',
  fields: [
    { name: 'description', label: m.description, requiredOnCreate: true },
    { name: 'mail_subject', label: m.mailSubject, requiredOnCreate: true },
    { name: 'mail_body', label: m.mailBody, requiredOnCreate: true, render: textArea(6, true) },
    { name: 'mail_from', label: m.mailFrom, ltr: true },
    { name: 'mail_to', label: m.mailTo, ltr: true },
    { name: 'mail_cc', label: m.mailCc, ltr: true },
    { name: 'mail_bcc', label: m.mailBcc, ltr: true },
    { name: 'mail_signature', label: m.mailSignature, render: textArea(3, false) },
  ],
  initialValues: (template) =>
    Object.fromEntries(MAIL_FIELDS.map((name) => [name, template?.[name] ?? ''])) as MailValues,
  createBody: mailBody,
  updateBody: mailBody,
  after: (values) => <MailPreview values={values} />,
};
