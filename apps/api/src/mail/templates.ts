/** The texts of the mails the API sends. Plain text: the outbox has no HTML renderer yet. */
import type { Mail } from './mailer.js';

export function verifyEmailMail(to: string, name: string, link: string): Mail {
  return {
    to,
    kind: 'verify-email',
    subject: 'Verify your email address',
    body: `Hello ${name},\n\nplease confirm your email address by opening this link:\n${link}\n\nIf you did not create an account, ignore this message.`,
  };
}

export function resetPasswordMail(to: string, name: string, link: string, minutes: number): Mail {
  return {
    to,
    kind: 'reset-password',
    subject: 'Reset your password',
    body: `Hello ${name},\n\nyou asked to reset your password. Open this link within ${minutes} minutes:\n${link}\n\nIf you did not ask, ignore this message; your password stays as it is.`,
  };
}

export function supportMail(
  to: string,
  from: { email: string | null; name: string; accountId: number },
  message: { service: string; department: string; text: string },
): Mail {
  return {
    to,
    kind: 'support',
    subject: `[${message.department}] ${message.service} — account ${from.accountId}`,
    body: `From: ${from.name}${from.email ? ` <${from.email}>` : ''} (account ${from.accountId})\nService: ${message.service}\nDepartment: ${message.department}\n\n${message.text}`,
  };
}

/** A visitor's message from the public site; answers go straight to the visitor. */
export function contactMail(
  to: string,
  message: { name: string; email: string; department: string; text: string },
): Mail {
  return {
    to,
    kind: 'contact',
    subject: `[${message.department}] Contact form — ${message.name}`,
    body: `From: ${message.name} <${message.email}>\nDepartment: ${message.department}\n\n${message.text}`,
    replyTo: message.email,
  };
}

const REQUEST_TITLES = {
  call: 'Call',
  callback: 'Callback request',
  'video-call': 'Video call',
  email: 'Email',
  message: 'Message',
} as const;

/** Tells the office (or the account owner) that a visitor wrote or asked for a callback. */
export function widgetRequestMail(
  to: string,
  request: {
    type: keyof typeof REQUEST_TITLES;
    widget: string;
    office: string | null;
    department: string | null;
    fields: Record<string, string | undefined>;
    attachment: { name: string; size: number } | null;
  },
): Mail {
  const where = [request.widget, request.office, request.department].filter(Boolean).join(' / ');
  const lines = Object.entries(request.fields)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}: ${value}`);
  const attachment = request.attachment
    ? `\n\nAttachment: ${request.attachment.name} (${request.attachment.size} bytes), in the console's email report.`
    : '';
  const subject = request.fields.subject
    ? `${REQUEST_TITLES[request.type]}: ${request.fields.subject}`
    : `${REQUEST_TITLES[request.type]} from ${request.fields.name ?? 'a visitor'}`;
  return {
    to,
    kind: 'widget-request',
    subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
    body: `A visitor used your website widget (${where}).\n\n${lines.join('\n')}${attachment}`,
  };
}

/** Asks the sender name's contact to confirm it (spec §1 SMS and Viber senders): two links. */
export function senderVerificationMail(
  to: string,
  sender: { name: string; channel: string },
  links: { verify: string; reject: string },
): Mail {
  const channel = sender.channel === 'sms' ? 'SMS' : 'Viber';
  return {
    to,
    kind: 'sender-verification',
    subject: `Confirm the ${channel} sender ${sender.name}`,
    body: `Hello,\n\nthe ${channel} sender name "${sender.name}" was registered with this address. To confirm it, open this link:\n${links.verify}\n\nIf you did not ask for it, refuse it here:\n${links.reject}\n`,
  };
}
