import type { voicemailResource } from '@switchboard/contract';
import { TextArea } from '@switchboard/ui';
import type { BoundField, ResourceForm } from '../resource/ResourceDialog';
import { voicemailMessages as m } from './voicemail.messages';

type VoicemailValues = {
  name: string;
  mail_to: string;
  mail_from: string;
  mail_cc: string;
  mail_bcc: string;
  mail_subject: string;
  mail_body: string;
  mail_signature: string;
  is_active: boolean;
};

const textArea = (rows: number) => (field: BoundField) => (
  <TextArea
    label={field.label}
    value={String(field.value ?? '')}
    onChange={(value) => field.onChange(value)}
    error={field.error}
    rows={rows}
  />
);

const body = (values: VoicemailValues) => ({
  name: values.name.trim(),
  mail_to: values.mail_to.trim(),
  mail_from: values.mail_from.trim(),
  mail_cc: values.mail_cc.trim(),
  mail_bcc: values.mail_bcc.trim(),
  mail_subject: values.mail_subject,
  mail_body: values.mail_body,
  mail_signature: values.mail_signature,
  is_active: values.is_active ? (1 as const) : (0 as const),
});

/** 'Add voicemail' / 'Edit voicemail' (spec §3 Voicemail): addresses checked as email addresses. */
export const voicemailForm: ResourceForm<typeof voicemailResource, VoicemailValues> = {
  createTitle: m.add,
  editTitle: m.editTitle,
  width: 'large',
  unique: ['name'],
  fields: [
    { name: 'name', label: m.name, requiredOnCreate: true },
    { name: 'mail_to', label: m.mailTo, requiredOnCreate: true, ltr: true },
    { name: 'mail_from', label: m.mailFrom, requiredOnCreate: true, ltr: true, hint: m.mailFromHint },
    { name: 'mail_cc', label: m.mailCc, ltr: true },
    { name: 'mail_bcc', label: m.mailBcc, ltr: true },
    { name: 'mail_subject', label: m.mailSubject, requiredOnCreate: true },
    { name: 'mail_body', label: m.mailBody, render: textArea(5) },
    { name: 'mail_signature', label: m.mailSignature, render: textArea(2) },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
  ],
  initialValues: (box) => ({
    name: box?.name ?? '',
    mail_to: box?.mail_to ?? '',
    mail_from: box?.mail_from ?? '',
    mail_cc: box?.mail_cc ?? '',
    mail_bcc: box?.mail_bcc ?? '',
    mail_subject: box?.mail_subject ?? '',
    mail_body: box?.mail_body ?? '',
    mail_signature: box?.mail_signature ?? '',
    is_active: box ? box.is_active === 1 : true,
  }),
  createBody: body,
  updateBody: body,
};
