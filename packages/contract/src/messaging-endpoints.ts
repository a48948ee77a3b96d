/**
 * The endpoint table's messaging entries beside the template and sender resources: a sender's
 * verification mail again, the mailed verify/reject links, sending a template, the message log,
 * and the messaging provider's signed delivery reports.
 */
import { integerIn, messages } from '@switchboard/forms';
import { define, type Infer, nullable, optional, type } from 'superstruct';
import { emptyBody } from './bodies/empty.js';
import { id, isIsoTime, labelOf, numberText, oneOf, optionalText } from './bodies/fields.js';
import { returns } from './endpoint.js';
import type { Timestamp } from './entities/common.js';
import type { MessageResponse } from './entities/responses.js';
import { MESSAGE_STATUSES, type MessageStatus, type SenderChannel } from './messaging.js';
import type { Sender } from './resources/messaging.js';

/** One sent message (spec §3 Message log), shaped like a call record for the reports' SMS tab. */
export interface MessageLogEntry {
  id: number;
  msgtype: SenderChannel;
  /** The sender's name. */
  calling_number: string;
  called_number: string;
  created_at: Timestamp;
  msgstatus: MessageStatus;
  /** What the account is charged, in cents (parts × MESSAGE_PART_PRICE_MINOR). */
  client_cost: number;
  parts: number;
  /** The text as sent, placeholders filled. */
  text: string;
  template_id: number | null;
  sender_id: number | null;
  /** When the delivery report came; null while submitted. */
  reported_at: Timestamp | null;
}

/** One page of the message log. */
export interface MessageLogPage {
  data: MessageLogEntry[];
  total: number;
  page: number;
  per_page: number;
}

const isoTime = () =>
  define<string>('time', (value, context) =>
    typeof value === 'string' && isIsoTime(value) ? true : messages.enterValid(labelOf(context.path)),
  );
const pageNumber = (max: number) => optional(integerIn(1, max));

/** POST /admin/xpbx/message: a template sent from a verified sender to one number. */
export const sendMessageBody = type({
  template_id: id(),
  sender_id: id(),
  to: numberText(3, 16),
  /** Placeholder values; a placeholder without one is sent empty. */
  values: optional(
    type({
      first_name: optionalText('between:0-100'),
      last_name: optionalText('between:0-100'),
      company: optionalText('between:0-200'),
      number: optionalText('between:0-32'),
    }),
  ),
});
export type SendMessageBody = Infer<typeof sendMessageBody>;

/** The message log between `from` and `to` (created_at), by number and status, a page at a time. */
export const messageLogBody = type({
  from: optional(nullable(isoTime())),
  to: optional(nullable(isoTime())),
  /** Digits found in the called or calling number. */
  number: optionalText('between:0-32'),
  status: optional(nullable(oneOf(MESSAGE_STATUSES))),
  page: pageNumber(1_000_000),
  per_page: pageNumber(500),
});
export type MessageLogBody = Infer<typeof messageLogBody>;

export const messagingEndpoints = {
  /**
   * 'Send again' of a pending sender's verification mail; 429 'You have to wait for the sending
   * email of the sender' within SENDER_MAIL_WAIT_SECONDS of the last one.
   */
  resendSenderMail: {
    method: 'POST',
    path: '/admin/xpbx/sender/:id/resend',
    body: emptyBody,
    response: returns<Sender>(),
    auth: 'verified',
  },
  /** The mailed verification link: the sender becomes verified (browsers go on to the console). */
  verifySender: {
    method: 'GET',
    path: '/admin/sender/verify/:token',
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'public',
  },
  /** The mailed 'I did not ask for this' link: the sender becomes rejected. */
  rejectSender: {
    method: 'GET',
    path: '/admin/sender/reject/:token',
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'public',
  },
  /** Submits a template to the messaging provider; the log entry starts as 'submitted'. */
  sendMessage: {
    method: 'POST',
    path: '/admin/xpbx/message',
    body: sendMessageBody,
    response: returns<MessageLogEntry>(),
    auth: 'verified',
  },
  /** The message log, newest first (the call log's shape). */
  listMessages: {
    method: 'POST',
    path: '/admin/xpbx/message-log',
    body: messageLogBody,
    response: returns<MessageLogPage>(),
    auth: 'verified',
    readOnly: true,
    access: 'members',
  },
  /**
   * The provider's delivery reports (raw body, HMAC signature header); 401 when the signature
   * fails; a report repeated for the same provider message changes nothing.
   */
  messagingWebhook: {
    method: 'POST',
    path: '/public/messaging/:provider/webhook',
    body: undefined,
    response: returns<{ received: true }>(),
    auth: 'public',
  },
} as const;

/** Answers 'send again' within the wait (spec §8, word for word). */
export const SENDER_WAIT_MESSAGE = 'You have to wait for the sending email of the sender';
