/**
 * Sound files, voicemail boxes and timeslots of an account's PBX (spec §3). A sound file's audio
 * lives in the file store (uploads/store.ts) under `storage_key`; the row is its only reference and
 * the file is removed with it.
 */
import type { OpeningHours, TimeslotException } from '@switchboard/contract';
import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accountId } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

export const soundFiles = pgTable(
  'sound_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    filename: text('filename').notNull(),
    description: text('description').notNull().default(''),
    filetype: text('filetype').notNull(),
    filesize: bigint('filesize', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    /** The audio's name in the file store: random, never taken from the client. */
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sound_files_account_idx').on(t.accountId)],
);

export const voicemails = pgTable(
  'voicemails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    name: text('name').notNull(),
    mailTo: text('mail_to').notNull(),
    mailFrom: text('mail_from').notNull(),
    mailCc: text('mail_cc').notNull().default(''),
    mailBcc: text('mail_bcc').notNull().default(''),
    mailSubject: text('mail_subject').notNull(),
    mailBody: text('mail_body').notNull().default(''),
    mailSignature: text('mail_signature').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('voicemails_account_idx').on(t.accountId)],
);

export const timeslots = pgTable(
  'timeslots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    description: text('description').notNull(),
    priority: integer('priority').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    timezone: text('timezone'),
    hours: jsonb('hours').$type<OpeningHours>().notNull(),
    exceptions: jsonb('exceptions').$type<TimeslotException[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('timeslots_account_idx').on(t.accountId)],
);
