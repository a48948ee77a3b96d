/**
 * Mail goes into the `outbox` table with one log line (recipient and subject, never the body: it
 * carries tokens). An SMTP sender (SMTP_URL) will later deliver from the outbox and set sent_at.
 */
import type { Database } from '../db/database.js';
import { outbox } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';

export type MailKind = 'verify-email' | 'reset-password' | 'support';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  kind: MailKind;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function outboxMailer(db: Database, clock: Clock, log: Logger): Mailer {
  return {
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          body: mail.body,
          kind: mail.kind,
          createdAt: clock.now(),
        })
        .returning({ id: outbox.id });
      log.info(`mail queued #${row?.id}: ${mail.kind} to ${mail.to} "${mail.subject}"`);
    },
  };
}
