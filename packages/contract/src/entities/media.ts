/**
 * Sound files, voicemail boxes and timeslots of the PBX area (spec §3): what call flows play,
 * where a caller's message is mailed and when a branch is open.
 */
import type { Flag, Timestamp } from './common.js';
import type { DayHours, OpeningHours } from './widget.js';

/** Spec §3: a sound file is played in a flow or as music on hold. */
export const SOUND_FILE_TYPES = ['flow', 'moh'] as const;
export type SoundFileType = (typeof SOUND_FILE_TYPES)[number];

/** Audio the API accepts, recognised by content (WAV, MP3, OGG), as served back. */
export const AUDIO_MIME_TYPES = ['audio/wav', 'audio/mpeg', 'audio/ogg'] as const;
export type AudioMime = (typeof AUDIO_MIME_TYPES)[number];

/** An uploaded sound file; the audio itself is fetched through `soundFileAudio`. */
export interface SoundFile {
  id: number;
  filename: string;
  description: string;
  filetype: SoundFileType;
  /** Bytes. */
  filesize: number;
  mime: AudioMime;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A voicemail box: where a caller's message is mailed, and the mail's text. */
export interface Voicemail {
  id: number;
  name: string;
  mail_to: string;
  mail_from: string;
  /** '' when none. */
  mail_cc: string;
  mail_bcc: string;
  mail_subject: string;
  mail_body: string;
  mail_signature: string;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A dated exception of a timeslot (a holiday): on `date` (the timeslot's own calendar day,
 * 'YYYY-MM-DD') these hours replace the weekday's — `closed`, or open during `ranges` (a day that
 * is not closed and has no ranges is open all day, as in opening hours).
 */
export interface TimeslotException extends DayHours {
  date: string;
  description: string;
}

/**
 * A timeslot: opening hours per weekday in `timezone` with dated exceptions. Flows branch on it
 * and trunk rules apply during it; `timeslotOpenAt` (timeslots.ts) judges it.
 */
export interface Timeslot {
  id: number;
  description: string;
  /** Lower numbers are considered first. */
  priority: number;
  is_active: Flag;
  /** IANA zone the hours and exception dates are in; null: UTC. */
  timezone: string | null;
  hours: OpeningHours;
  exceptions: TimeslotException[];
  created_at: Timestamp;
  updated_at: Timestamp;
}
