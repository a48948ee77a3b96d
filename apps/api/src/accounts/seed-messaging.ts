/**
 * The demo account's messaging: two templates and a mail template, one verified SMS sender, and a
 * few messages in the log (delivered and failed, as the sandbox would have reported them). Past
 * messages are not charged: like the demo's past calls, they only fill the log.
 */
import { MESSAGE_PART_PRICE_MINOR, messageParts } from '@switchboard/contract';
import { mailTemplates, messageLog, messageTemplates, senders } from '../db/schema.js';
import type { Deps } from '../deps.js';

const HOUR = 60 * 60 * 1000;

export async function seedMessagingDemo(
  deps: Pick<Deps, 'db' | 'clock'>,
  accountId: number,
  email: string,
): Promise<void> {
  const now = deps.clock.now();
  const stamp = { createdAt: now, updatedAt: now };
  const templates = await deps.db
    .insert(messageTemplates)
    .values([
      {
        accountId,
        description: 'Appointment reminder',
        message: 'Hello {first_name}, this is a reminder of your appointment with {company}.',
        channel: 'sms' as const,
        ...stamp,
      },
      {
        accountId,
        description: 'Missed call',
        message: 'Sorry we missed your call to {number}. We will call you back shortly.',
        channel: 'sms' as const,
        ...stamp,
      },
    ])
    .returning({ id: messageTemplates.id, message: messageTemplates.message });
  await deps.db.insert(mailTemplates).values({
    accountId,
    description: 'Welcome mail',
    mailSubject: 'Welcome, {first_name}',
    mailBody: 'Dear {first_name} {last_name},\n\nthank you for choosing {company}.',
    mailFrom: 'office@switchboard.test',
    mailSignature: 'The Switchboard team',
    ...stamp,
  });
  const [sender] = await deps.db
    .insert(senders)
    .values({
      accountId,
      name: 'Switchbrd',
      channel: 'sms',
      email,
      description: 'Main SMS sender',
      status: 'verified',
      verifiedAt: now,
      mailSentAt: now,
      ...stamp,
    })
    .returning({ id: senders.id });
  const [reminder] = templates;
  if (!sender || !reminder) return;
  const sent = [
    ['+359888123456', 'delivered', 26],
    ['+4930123456', 'delivered', 5],
    ['+359880000', 'failed', 2],
  ] as const;
  await deps.db.insert(messageLog).values(
    sent.map(([to, status, hoursAgo]) => {
      const text = reminder.message.replace('{first_name}', 'Ada').replace('{company}', 'Switchboard');
      const parts = messageParts('sms', text);
      const at = new Date(now.getTime() - hoursAgo * HOUR);
      return {
        accountId,
        msgtype: 'sms' as const,
        callingNumber: 'Switchbrd',
        calledNumber: to,
        text,
        parts,
        clientCost: parts * MESSAGE_PART_PRICE_MINOR.sms,
        msgstatus: status,
        templateId: reminder.id,
        senderId: sender.id,
        provider: 'sandbox',
        reportedAt: at,
        createdAt: at,
      };
    }),
  );
}
