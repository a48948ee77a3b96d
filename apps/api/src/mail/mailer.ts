/**
 * The Mailer interface and the mailer used without SMTP_URL: mail goes into the `outbox` table and
 * one log line names the recipient, the subject and the links of the mail (a verification or reset
 * link), so whoever runs a development server follows them from the log. Without SMTP nothing
 * leaves the machine; set SMTP_URL (./smtp.ts) wherever the log is seen by others than the users.
 */
import type { Database } from '../db/database.js';
import { outbox } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';

export type MailKind =
  | 'verify-email'
  | 'reset-password'
  | 'support'
  | 'contact'
  | 'widget-request'
  | 'voicemail'
  | 'sender-verification';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  kind: MailKind;
  /** Copies (a voicemail box's cc and bcc). */
  cc?: string[];
  bcc?: string[];
  /**
   * Where answers go. Mail always leaves from the platform's own address (MAIL_FROM), which its
   * domain's SPF and DKIM cover; a sender of the account's choosing goes here instead.
   */
  replyTo?: string;
}

/** Everyone a mail goes to: its `to`, copies and blind copies. */
export const recipientsOf = (mail: Mail): string[] => [mail.to, ...(mail.cc ?? []), ...(mail.bcc ?? [])];

export type OutboxRow = Pick<
  typeof outbox.$inferSelect,
  'toAddress' | 'subject' | 'body' | 'kind' | 'createdAt'
>;

/** How a mailer that keeps mail in the outbox table lets a caller write it in its own statement. */
export interface OutboxWriter {
  /** One row per recipient: the outbox is what each address would receive. */
  rows(mail: Mail): OutboxRow[];
  /** The log line, once the rows (the first of them `id`) are committed. */
  queued(mail: Mail, id: number | undefined): void;
}

export interface Mailer {
  /** Rejects with MailDeliveryError when the mail could not be handed over. */
  send(mail: Mail): Promise<void>;
  /**
   * Set when mail goes into the outbox table (no SMTP): a caller may then store a mail in the
   * transaction of what it is about, so the mail is kept exactly when that is.
   */
  outbox?: OutboxWriter;
  close?(): Promise<void>;
}

/** The mail server refused or could not be reached; the app answers 503 'Unable to send email, try again'. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

export function outboxMailer(db: Database, clock: Clock, log: Logger): Mailer {
  const writer: OutboxWriter = {
    rows: (mail) =>
      recipientsOf(mail).map((toAddress) => ({
        toAddress,
        subject: mail.subject,
        body: mail.body,
        kind: mail.kind,
        createdAt: clock.now(),
      })),
    queued(mail, id) {
      const links = mail.body.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        `mail queued #${id}: ${mail.kind} to ${mail.to} "${mail.subject}"${links.map((link) => ` ${link}`).join('')}`,
      );
    },
  };
  return {
    outbox: writer,
    async send(mail) {
      const [row] = await db.insert(outbox).values(writer.rows(mail)).returning({ id: outbox.id });
      writer.queued(mail, row?.id);
    },
  };
}

/**
 * For mails whose failure must not undo the request (the account exists, the profile is saved):
 * `.catch(deliveryFailureLogged)` swallows a MailDeliveryError (already logged by the mailer; the
 * user can ask again with resend) and rethrows anything else.
 */
export function deliveryFailureLogged(error: unknown): void {
  if (!(error instanceof MailDeliveryError)) throw error;
}
