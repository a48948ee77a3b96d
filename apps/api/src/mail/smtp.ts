/**
 * Delivers mail over SMTP with nodemailer (SMTP_URL, e.g. smtp://user:pass@mail.example:587 or
 * smtps://…:465; STARTTLS is used when the server offers it). Plain-text mails, one connection per
 * mail, bounded timeouts so a dead server fails a request in seconds rather than hanging it. One log
 * line per mail (recipient and subject, never the body). Failures reject with MailDeliveryError.
 * `close()` waits for the mails being handed over (callers that do not wait for theirs, such as
 * the widget's visitor requests, lose none on a drained shutdown).
 */
import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger.js';
import { type Mail, MailDeliveryError, type Mailer } from './mailer.js';

export function smtpMailer(url: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const sending = new Set<Promise<void>>();

  async function deliver(mail: Mail): Promise<void> {
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
  }

  return {
    send(mail) {
      const delivery = deliver(mail);
      sending.add(delivery);
      const done = () => sending.delete(delivery);
      delivery.then(done, done);
      return delivery;
    },
    async close() {
      await Promise.allSettled(sending);
      transport.close();
    },
  };
}
