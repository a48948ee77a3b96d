import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The voicemail list and dialog (spec §3 Voicemail). */
export const voicemailMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  add: None;
  editTitle: None;
  name: None;
  mailTo: None;
  mailFrom: None;
  mailFromHint: None;
  mailCc: None;
  mailBcc: None;
  mailSubject: None;
  mailBody: None;
  mailSignature: None;
  isActive: None;
  testMail: { name: string };
  testMailTip: None;
  testMailSent: { to: string };
  testMailFailed: None;
}>({
  title: { id: 'xpbx.voicemail.title', defaultMessage: 'Voicemail' },
  description: {
    id: 'xpbx.voicemail.description',
    defaultMessage: 'Where the messages callers leave are mailed, and what the mail says.',
  },
  tableLabel: { id: 'xpbx.voicemail.table', defaultMessage: 'Voicemail' },
  noun: { id: 'xpbx.voicemail.noun', defaultMessage: 'voicemail boxes' },
  add: { id: 'xpbx.voicemail.add', defaultMessage: 'Add voicemail' },
  editTitle: { id: 'xpbx.voicemail.editTitle', defaultMessage: 'Edit voicemail' },
  name: { id: 'xpbx.voicemail.field.name', defaultMessage: 'Name' },
  mailTo: { id: 'xpbx.voicemail.field.mailTo', defaultMessage: 'Mail to' },
  mailFrom: { id: 'xpbx.voicemail.field.mailFrom', defaultMessage: 'Mail from' },
  mailFromHint: {
    id: 'xpbx.voicemail.mailFromHint',
    defaultMessage: 'Replies go to this address; the mail itself is sent from the platform.',
  },
  mailCc: { id: 'xpbx.voicemail.field.mailCc', defaultMessage: 'Mail cc' },
  mailBcc: { id: 'xpbx.voicemail.field.mailBcc', defaultMessage: 'Mail bcc' },
  mailSubject: { id: 'xpbx.voicemail.field.mailSubject', defaultMessage: 'Mail subject' },
  mailBody: { id: 'xpbx.voicemail.field.mailBody', defaultMessage: 'Mail body' },
  mailSignature: { id: 'xpbx.voicemail.field.mailSignature', defaultMessage: 'Mail signature' },
  isActive: { id: 'xpbx.voicemail.field.isActive', defaultMessage: 'Is active' },
  testMail: { id: 'xpbx.voicemail.testMail', defaultMessage: 'Send test mail for {name}' },
  testMailTip: { id: 'xpbx.voicemail.testMailTip', defaultMessage: 'Send test mail' },
  testMailSent: { id: 'xpbx.voicemail.testMailSent', defaultMessage: 'A test mail was sent to {to}.' },
  testMailFailed: {
    id: 'xpbx.voicemail.testMailFailed',
    defaultMessage: 'Something went wrong with sending the test mail, please try again',
  },
});
