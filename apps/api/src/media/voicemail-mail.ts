/**
 * The mail a voicemail box sends for a caller's message: the box's subject and body, what the
 * message is (who called, when, how long), its signature. The switch will send it for each
 * message; 'Send test mail' sends it now, with a sample message, through the same mailer.
 */
import type { Voicemail } from '@switchboard/contract';
import type { Mail } from '../mail/mailer.js';

export interface VoicemailMessage {
  callingNumber: string;
  calledNumber: string;
  at: Date;
  durationSeconds: number;
}

const addresses = (value: string) => (value.trim() ? [value.trim()] : []);

export function voicemailMail(box: Voicemail, message: VoicemailMessage): Mail {
  const details = [
    `From: ${message.callingNumber}`,
    `To: ${message.calledNumber}`,
    `Received: ${message.at.toISOString()}`,
    `Length: ${message.durationSeconds} s`,
  ].join('\n');
  const parts = [
    box.mail_body.trim(),
    details,
    box.mail_signature.trim() ? `-- \n${box.mail_signature.trim()}` : '',
  ];
  return {
    kind: 'voicemail',
    to: box.mail_to,
    cc: addresses(box.mail_cc),
    bcc: addresses(box.mail_bcc),
    replyTo: box.mail_from,
    subject: box.mail_subject,
    body: parts.filter(Boolean).join('\n\n'),
  };
}
