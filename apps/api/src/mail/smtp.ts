/**
 * Delivers mail over SMTP with nodemailer (SMTP_URL, e.g. smtp://user:pass@mail.example:587 or
 * smtps://…:465; STARTTLS is used when the server offers it). Plain-text mails, one connection per
 * mail, bounded timeouts so a dead server fails a request in seconds rather than hanging it. One log
 * line per mail (recipient and subject, never the body). Failures reject with MailDeliveryError.
 */
import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger.js';
import { MailDeliveryError, type Mailer } from './mailer.js';

export function smtpMailer(url: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          cc: mail.cc,
          bcc: mail.bcc,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.body,
        });
      } catch (error) {
        log.error(`mail failed: ${mail.kind} to ${mail.to} "${mail.subject}"`, error);
        throw new MailDeliveryError(`SMTP delivery to ${mail.to} failed`, { cause: error });
      }
      log.info(`mail sent: ${mail.kind} to ${mail.to} "${mail.subject}"`);
    },
    async close() {
      transport.close();
    },
  };
}
