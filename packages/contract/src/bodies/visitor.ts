/**
 * What a visitor sends through the embedded widget (spec §3 "Widget visitor form", §5): a callback
 * request, a message, an email with an optional attachment (≤ 10 MB, multipart), and the intent to
 * start a call or a video call. The terms must be accepted (spec §5). `contact_id` and
 * `department_id` name the office and department the visitor chose, when the widget has them.
 */
import { ATTACHMENT_LIMIT, termsError, withPhone } from '@switchboard/forms';
import { define, type Infer, type } from 'superstruct';
import { text } from './fields.js';
import { multipart, optionalFile } from './uploads.js';
import { clientId, optionalClientId } from './widget-fields.js';

const terms = () => define<boolean | string | number>('terms', (value) => termsError(value) ?? true);
const name = () => text('required|between:1-100');
const email = () => text('required|email|between:3-254');
const message = () => text('required|between:1-5000');
const target = () => ({ contact_id: optionalClientId(), department_id: optionalClientId() });

/** POST /public/widget/:publicKey/callback: call me back on this (international) number. */
export const callbackRequestBody = type({
  name: name(),
  phone: withPhone(text('required')),
  terms: terms(),
  ...target(),
});
export type CallbackRequestBody = Infer<typeof callbackRequestBody>;

/** POST /public/widget/:publicKey/message: a chat message. */
export const visitorMessageBody = type({
  name: name(),
  email: email(),
  message: message(),
  terms: terms(),
  ...target(),
});
export type VisitorMessageBody = Infer<typeof visitorMessageBody>;

/**
 * POST /public/widget/:publicKey/email: multipart/form-data (a JSON body without attachment is
 * accepted too); the optional `attachment` is any file up to 10 MB (spec §9).
 */
export const visitorEmailBody = multipart(
  type({
    name: name(),
    email: email(),
    subject: text('required|between:1-200'),
    message: message(),
    terms: terms(),
    attachment: optionalFile(ATTACHMENT_LIMIT),
    ...target(),
  }),
  { field: 'attachment', maxBytes: ATTACHMENT_LIMIT, accept: ['*'], optional: true },
);
export type VisitorEmailBody = Infer<typeof visitorEmailBody>;

/**
 * POST /public/widget/:publicKey/call and /video-call: the visitor starts a call to a contact (and
 * department); the request is recorded for the reports and the map.
 */
export const callIntentBody = type({
  contact_id: clientId(),
  department_id: optionalClientId(),
});
export type CallIntentBody = Infer<typeof callIntentBody>;
