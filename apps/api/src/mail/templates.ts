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
