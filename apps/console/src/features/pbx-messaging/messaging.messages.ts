import { defineMessages } from 'react-intl';

/** The templates and senders pages' words. */
export const messagingMessages = defineMessages({
  templatesTitle: { id: 'xpbx.templates.title', defaultMessage: 'Templates' },
  templatesDescription: {
    id: 'xpbx.templates.description',
    defaultMessage: 'Texts for SMS, Viber and e-mail, with placeholders filled in when a message is sent.',
  },
  templatesTable: { id: 'xpbx.templates.tableLabel', defaultMessage: 'Message templates' },
  templatesNoun: { id: 'xpbx.templates.noun', defaultMessage: 'templates' },
  description: { id: 'xpbx.templates.field.description', defaultMessage: 'Description' },
  message: { id: 'xpbx.templates.field.message', defaultMessage: 'Message' },
  channel: { id: 'xpbx.templates.field.channel', defaultMessage: 'Channel' },
  selectChannel: { id: 'xpbx.templates.field.selectChannel', defaultMessage: 'Select channel' },
  isActive: { id: 'xpbx.templates.field.isActive', defaultMessage: 'Active' },
  createTemplate: { id: 'xpbx.templates.dialog.createTitle', defaultMessage: 'New template' },
  editTemplate: { id: 'xpbx.templates.dialog.editTitle', defaultMessage: 'Edit template' },

  mailTitle: { id: 'xpbx.mailTemplates.title', defaultMessage: 'Mail templates' },
  mailDescription: {
    id: 'xpbx.mailTemplates.description',
    defaultMessage: 'Subject, body and addresses of the e-mails you send.',
  },
  mailTable: { id: 'xpbx.mailTemplates.tableLabel', defaultMessage: 'Mail templates' },
  mailNoun: { id: 'xpbx.mailTemplates.noun', defaultMessage: 'mail templates' },
  mailSubject: { id: 'xpbx.mailTemplates.field.subject', defaultMessage: 'Subject' },
  mailBody: { id: 'xpbx.mailTemplates.field.body', defaultMessage: 'Body' },
  mailFrom: { id: 'xpbx.mailTemplates.field.from', defaultMessage: 'From' },
  mailTo: { id: 'xpbx.mailTemplates.field.to', defaultMessage: 'To' },
  mailSignature: { id: 'xpbx.mailTemplates.field.signature', defaultMessage: 'Signature' },
  mailCc: { id: 'xpbx.mailTemplates.field.cc', defaultMessage: 'Cc' },
  mailBcc: { id: 'xpbx.mailTemplates.field.bcc', defaultMessage: 'Bcc' },
  createMail: { id: 'xpbx.mailTemplates.dialog.createTitle', defaultMessage: 'New mail template' },
  editMail: { id: 'xpbx.mailTemplates.dialog.editTitle', defaultMessage: 'Edit mail template' },
  preview: { id: 'xpbx.mailTemplates.preview', defaultMessage: 'Preview with sample values' },

  sendAction: { id: 'xpbx.templates.send.action', defaultMessage: 'Send message' },
  sendTitle: { id: 'xpbx.templates.send.title', defaultMessage: 'Send message' },
  sendTemplate: { id: 'xpbx.templates.send.template', defaultMessage: 'Template' },
  sendSender: { id: 'xpbx.templates.send.sender', defaultMessage: 'Sender' },
  sendTo: { id: 'xpbx.templates.send.to', defaultMessage: 'To number' },
  selectOption: { id: 'xpbx.templates.send.select', defaultMessage: 'Select option' },
  send: { id: 'xpbx.templates.send.submit', defaultMessage: 'Send' },
  close: { id: 'xpbx.templates.send.close', defaultMessage: 'Close' },
  noVerifiedSender: {
    id: 'xpbx.templates.send.noVerifiedSender',
    defaultMessage: 'No verified sender yet: add one under Senders and open the link in its e-mail.',
  },
  sendFailed: {
    id: 'xpbx.templates.send.failed',
    defaultMessage: 'Something went wrong with sending the message, please try again',
  },

  sendersTitle: { id: 'xpbx.senders.title', defaultMessage: 'Senders' },
  sendersDescription: {
    id: 'xpbx.senders.description',
    defaultMessage:
      'SMS and Viber sender names. A new sender is verified by the link in the e-mail sent to its address.',
  },
  sendersTable: { id: 'xpbx.senders.tableLabel', defaultMessage: 'Senders' },
  sendersNoun: { id: 'xpbx.senders.noun', defaultMessage: 'senders' },
  name: { id: 'xpbx.senders.field.name', defaultMessage: 'Name' },
  nameHint: {
    id: 'xpbx.senders.field.nameHint',
    defaultMessage: 'SMS: up to 11 letters and digits, or a phone number.',
  },
  senderEmail: { id: 'xpbx.senders.field.email', defaultMessage: 'Verification e-mail' },
  status: { id: 'xpbx.senders.field.status', defaultMessage: 'Status' },
  createSender: { id: 'xpbx.senders.dialog.createTitle', defaultMessage: 'New sender' },
  editSender: { id: 'xpbx.senders.dialog.editTitle', defaultMessage: 'Edit sender' },
  resend: { id: 'xpbx.senders.resend', defaultMessage: 'Send the e-mail again' },
  resent: { id: 'xpbx.senders.resent', defaultMessage: 'The e-mail has been sent again.' },
  wait: {
    id: 'xpbx.senders.wait',
    defaultMessage: 'You have to wait for the sending email of the sender',
  },
});

/** The messages that take values, typed by them. */
export const messagingValueMessages = defineMessages<{
  placeholders: { list: string };
  messageState: { to: string; status: string };
  resendLabel: { name: string };
}>({
  placeholders: {
    id: 'xpbx.templates.field.placeholders',
    defaultMessage: 'Placeholders: {list}',
  },
  messageState: { id: 'xpbx.templates.send.state', defaultMessage: 'Message to {to}: {status}' },
  resendLabel: { id: 'xpbx.senders.resendLabel', defaultMessage: 'Send the e-mail for {name} again' },
});
