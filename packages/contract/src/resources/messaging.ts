/**
 * Messaging resources (spec §2 /xpbx/settings/templates and senders, §3 Templates, Mail
 * templates): text templates per channel, mail templates, and the SMS/Viber sender names that
 * messages are sent from. A file of its own: no page's first load needs these bodies.
 */
import { type Infer, optional, partial, type } from 'superstruct';
import { flag, oneOf, optionalText, text } from '../bodies/fields.js';
import { returns } from '../endpoint.js';
import type { Flag, Timestamp } from '../entities/common.js';
import { defineMessage } from '../message.js';
import {
  MESSAGE_CHANNELS,
  type MessageChannel,
  SENDER_CHANNELS,
  type SenderChannel,
  type SenderStatus,
} from '../messaging.js';
import { defineResource } from '../resource.js';

/** A text template for one channel; `{placeholders}` are filled when it is sent (spec §3). */
export interface MessageTemplate {
  id: number;
  description: string;
  message: string;
  channel: MessageChannel;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const createMessageTemplateBody = type({
  description: text('required|between:1-200'),
  /** Placeholders other than TEMPLATE_PLACEHOLDERS are refused by the API (422 naming them). */
  message: text('required|between:1-1000'),
  channel: oneOf(MESSAGE_CHANNELS),
  is_active: optional(flag()),
});
export type CreateMessageTemplateBody = Infer<typeof createMessageTemplateBody>;
export const updateMessageTemplateBody = partial(createMessageTemplateBody);
export type UpdateMessageTemplateBody = Infer<typeof updateMessageTemplateBody>;

export const messageTemplateResource = defineResource({
  name: 'MessageTemplate',
  plural: 'MessageTemplates',
  key: 'message-templates',
  noun: defineMessage({ id: 'resource.noun.template', defaultMessage: 'template' }),
  entity: returns<MessageTemplate>(),
  path: '/admin/xpbx/template',
  create: createMessageTemplateBody,
  update: updateMessageTemplateBody,
  title: 'description',
  columns: [
    { id: 'description', field: 'description', searchable: true },
    { id: 'message', field: 'message', searchable: true },
    { id: 'channel', field: 'channel' },
    { id: 'is_active', field: 'is_active', format: 'active' },
    { id: 'updated_at', field: 'updated_at', format: 'timestamp' },
  ],
  toggle: true,
  bulkDelete: true,
});

/** A mail template (spec §3 Mail templates); subject and body take the same placeholders. */
export interface MailTemplate {
  id: number;
  description: string;
  mail_subject: string;
  mail_body: string;
  mail_from: string;
  mail_to: string;
  mail_signature: string;
  mail_cc: string;
  mail_bcc: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const createMailTemplateBody = type({
  description: text('required|between:1-200'),
  mail_subject: text('required|between:1-200'),
  mail_body: text('required|between:1-10000'),
  mail_from: optionalText('email|between:0-254'),
  /** Addresses, comma separated (or a placeholder filled when sent). */
  mail_to: optionalText('between:0-1000'),
  mail_signature: optionalText('between:0-2000'),
  mail_cc: optionalText('between:0-1000'),
  mail_bcc: optionalText('between:0-1000'),
});
export type CreateMailTemplateBody = Infer<typeof createMailTemplateBody>;
export const updateMailTemplateBody = partial(createMailTemplateBody);
export type UpdateMailTemplateBody = Infer<typeof updateMailTemplateBody>;

export const mailTemplateResource = defineResource({
  name: 'MailTemplate',
  plural: 'MailTemplates',
  key: 'mail-templates',
  noun: defineMessage({ id: 'resource.noun.mailTemplate', defaultMessage: 'mail template' }),
  entity: returns<MailTemplate>(),
  path: '/admin/xpbx/mail-template',
  create: createMailTemplateBody,
  update: updateMailTemplateBody,
  title: 'description',
  columns: [
    { id: 'description', field: 'description', searchable: true },
    { id: 'mail_subject', field: 'mail_subject', searchable: true },
    { id: 'mail_from', field: 'mail_from', format: 'ltr' },
    { id: 'mail_to', field: 'mail_to', format: 'ltr' },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
    { id: 'updated_at', field: 'updated_at', format: 'timestamp' },
  ],
  bulkDelete: true,
});

/**
 * An SMS or Viber sender name (spec §1): pending until the link mailed to `email` verifies or
 * rejects it; only a verified sender sends.
 */
export interface Sender {
  id: number;
  name: string;
  channel: SenderChannel;
  /** Where the verification mail goes. */
  email: string;
  description: string;
  status: SenderStatus;
  verified_at: Timestamp | null;
  /** When the last verification mail was sent ('send again' waits SENDER_MAIL_WAIT_SECONDS after it). */
  mail_sent_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const createSenderBody = type({
  /** SMS: letters and digits up to 11, or a number (isValidSenderName); unique per channel. */
  name: text('required|between:1-28'),
  channel: oneOf(SENDER_CHANNELS),
  email: text('required|email|between:3-254'),
  description: optionalText('between:0-200'),
});
export type CreateSenderBody = Infer<typeof createSenderBody>;
/** A verified name stays as it was verified: only the description changes. */
export const updateSenderBody = type({ description: optionalText('between:0-200') });
export type UpdateSenderBody = Infer<typeof updateSenderBody>;

export const senderResource = defineResource({
  name: 'Sender',
  plural: 'Senders',
  key: 'senders',
  noun: defineMessage({ id: 'resource.noun.sender', defaultMessage: 'sender' }),
  entity: returns<Sender>(),
  path: '/admin/xpbx/sender',
  create: createSenderBody,
  update: updateSenderBody,
  title: 'name',
  columns: [
    { id: 'name', field: 'name', searchable: true, format: 'ltr' },
    { id: 'channel', field: 'channel' },
    { id: 'email', field: 'email', searchable: true, format: 'ltr' },
    { id: 'status', field: 'status' },
    { id: 'description', field: 'description', searchable: true },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
  ],
});
