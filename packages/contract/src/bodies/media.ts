/**
 * Bodies of the sound file, voicemail and timeslot dialogs (spec §3). A sound file is created by
 * upload (multipart: the audio and its fields; the server checks the audio by content); its update
 * edits the fields only. Update bodies are the create fields, each optional.
 */
import { UPLOAD_LIMIT } from '@switchboard/forms';
import { array, type Infer, partial, refine, size, type } from 'superstruct';
import { AUDIO_MIME_TYPES, SOUND_FILE_TYPES } from '../entities/media.js';
import { flag, optionalText, text, timezone } from './fields.js';
import { day, int, oneOf } from './telephony.js';
import { file, multipart } from './uploads.js';
import { bool, dayHoursError, openingHours, timeRange } from './widget-fields.js';

// Sound files ---------------------------------------------------------------------------------

const soundFileFields = {
  filename: text('required|between:1-200'),
  description: optionalText('between:0-500'),
  filetype: oneOf(SOUND_FILE_TYPES),
};

/**
 * POST /admin/xpbx/sound-file: form field `file` (WAV, MP3 or OGG up to 20 MB) with the fields; a
 * left-out or empty `filename` is the uploaded file's own name.
 */
export const createSoundFileBody = multipart(
  type({ ...soundFileFields, file: file(UPLOAD_LIMIT), filename: optionalText('between:0-200') }),
  {
    field: 'file',
    maxBytes: UPLOAD_LIMIT,
    accept: AUDIO_MIME_TYPES,
  },
);
export type CreateSoundFileBody = Infer<typeof createSoundFileBody>;
export const updateSoundFileBody = partial(type(soundFileFields));
export type UpdateSoundFileBody = Infer<typeof updateSoundFileBody>;

// Voicemail -----------------------------------------------------------------------------------

export const createVoicemailBody = type({
  name: text('required|between:1-200'),
  mail_to: text('required|email|between:3-254'),
  mail_from: text('required|email|between:3-254'),
  mail_cc: optionalText('email|between:0-254'),
  mail_bcc: optionalText('email|between:0-254'),
  mail_subject: text('required|between:1-200'),
  mail_body: optionalText('between:0-5000'),
  mail_signature: optionalText('between:0-1000'),
  is_active: flag(),
});
export type CreateVoicemailBody = Infer<typeof createVoicemailBody>;
export const updateVoicemailBody = partial(createVoicemailBody);
export type UpdateVoicemailBody = Infer<typeof updateVoicemailBody>;

// Timeslots -----------------------------------------------------------------------------------

/** Dated exceptions (holidays) a timeslot may hold. */
export const MAX_TIMESLOT_EXCEPTIONS = 366;

/** A dated exception: closed that day, or open during its ranges (like a day of opening hours). */
const timeslotException = () =>
  refine(
    type({
      date: day(),
      description: optionalText('between:0-200'),
      closed: bool(),
      ranges: array(timeRange()),
    }),
    'hours',
    (exception) => dayHoursError(exception) ?? true,
  );

/** No two exceptions on one date: the first would hide the second. */
const exceptionList = () =>
  refine(size(array(timeslotException()), 0, MAX_TIMESLOT_EXCEPTIONS), 'exceptions', (list) => {
    const dates = list.map((exception) => exception.date);
    return new Set(dates).size === dates.length || 'Two exceptions share a date';
  });

export const createTimeslotBody = type({
  description: text('required|between:1-200'),
  priority: int(0, 1000),
  is_active: flag(),
  timezone: timezone(),
  hours: openingHours(),
  exceptions: exceptionList(),
});
export type CreateTimeslotBody = Infer<typeof createTimeslotBody>;
export const updateTimeslotBody = partial(createTimeslotBody);
export type UpdateTimeslotBody = Infer<typeof updateTimeslotBody>;
