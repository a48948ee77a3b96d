/** Rows of the media tables → the wire shapes (what is listed here is all that is sent). */
import type { AudioMime, SoundFile, SoundFileType, Timeslot, Voicemail } from '@switchboard/contract';
import type { soundFiles, timeslots, voicemails } from '../db/schema.js';

const flag = (value: boolean) => (value ? 1 : 0);
const iso = (date: Date) => date.toISOString();

export function toSoundFile(row: typeof soundFiles.$inferSelect): SoundFile {
  return {
    id: row.id,
    filename: row.filename,
    description: row.description,
    filetype: row.filetype as SoundFileType,
    filesize: row.filesize,
    mime: row.mime as AudioMime,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toVoicemail(row: typeof voicemails.$inferSelect): Voicemail {
  return {
    id: row.id,
    name: row.name,
    mail_to: row.mailTo,
    mail_from: row.mailFrom,
    mail_cc: row.mailCc,
    mail_bcc: row.mailBcc,
    mail_subject: row.mailSubject,
    mail_body: row.mailBody,
    mail_signature: row.mailSignature,
    is_active: flag(row.isActive),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toTimeslot(row: typeof timeslots.$inferSelect): Timeslot {
  return {
    id: row.id,
    description: row.description,
    priority: row.priority,
    is_active: flag(row.isActive),
    timezone: row.timezone,
    hours: row.hours,
    exceptions: row.exceptions,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
