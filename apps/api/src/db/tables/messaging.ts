/**
 * Messaging (spec §3 Templates, Mail templates, Message log; §1 SMS and Viber senders): each
 * account's templates and sender names, and the log of messages sent through the provider. The
 * sandbox messaging provider keeps what it was given in a table of its own, as another party would.
 */
import type { MessageChannel, MessageStatus, SenderChannel, SenderStatus } from '@switchboard/contract';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const messageTemplates = pgTable('message_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: accountId(),
  description: text('description').notNull(),
  message: text('message').notNull(),
  channel: text('channel').$type<MessageChannel>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const mailTemplates = pgTable('mail_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: accountId(),
  description: text('description').notNull(),
  mailSubject: text('mail_subject').notNull(),
  mailBody: text('mail_body').notNull(),
  mailFrom: text('mail_from').notNull().default(''),
  mailTo: text('mail_to').notNull().default(''),
  mailSignature: text('mail_signature').notNull().default(''),
  mailCc: text('mail_cc').notNull().default(''),
  mailBcc: text('mail_bcc').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const senders = pgTable(
  'senders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    name: text('name').notNull(),
    channel: text('channel').$type<SenderChannel>().notNull(),
    email: text('email').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<SenderStatus>().notNull().default('pending'),
    verifiedAt: at('verified_at'),
    /** SHA-256 of the token in the latest verification mail; null once used. */
    tokenHash: text('token_hash').unique(),
    mailSentAt: at('mail_sent_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('senders_account_channel_name_key').on(t.accountId, t.channel, t.name)],
);

export const messageLog = pgTable(
  'message_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    msgtype: text('msgtype').$type<SenderChannel>().notNull(),
    callingNumber: text('calling_number').notNull(),
    calledNumber: text('called_number').notNull(),
    text: text('text').notNull(),
    parts: integer('parts').notNull(),
    /** Cents; charged to the ledger when delivered (reference `message:<id>`). */
    clientCost: integer('client_cost').notNull(),
    msgstatus: text('msgstatus').$type<MessageStatus>().notNull().default('submitted'),
    templateId: integer('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    senderId: integer('sender_id').references(() => senders.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** The provider's id of the message: its delivery reports name it. */
    providerMessageId: text('provider_message_id').unique(),
    reportedAt: at('reported_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_log_account_created_idx').on(t.accountId, t.createdAt),
    // The reports' keyset order: newest first, the id breaking ties.
    index('message_log_report_idx').on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** The sandbox provider's side: what it accepted and whether its report went out. */
export const sandboxMessages = pgTable('sandbox_messages', {
  /** `msg_…`: random. */
  id: text('id').primaryKey(),
  fromName: text('from_name').notNull(),
  toNumber: text('to_number').notNull(),
  text: text('text').notNull(),
  outcome: text('outcome').$type<'delivered' | 'failed'>().notNull(),
  reported: boolean('reported').notNull().default(false),
  createdAt: at('created_at').notNull(),
});
