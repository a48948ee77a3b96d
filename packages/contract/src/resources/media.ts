/**
 * Sound files, voicemail boxes and timeslots as resources (spec §2 PBX settings, §3, §8). A sound
 * file is created by upload and its audio is fetched through a short-lived signed link
 * (media-endpoints.ts), since an <audio> element cannot send the bearer header.
 */
import {
  createSoundFileBody,
  createTimeslotBody,
  createVoicemailBody,
  updateSoundFileBody,
  updateTimeslotBody,
  updateVoicemailBody,
} from '../bodies/media.js';
import { returns } from '../endpoint.js';
import type { SoundFile, Timeslot, Voicemail } from '../entities/media.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

export const soundFileResource = defineResource({
  name: 'SoundFile',
  plural: 'SoundFiles',
  key: 'sound-files',
  noun: defineMessage({ id: 'resource.noun.soundFile', defaultMessage: 'sound file' }),
  entity: returns<SoundFile>(),
  path: '/admin/xpbx/sound-file',
  create: createSoundFileBody,
  update: updateSoundFileBody,
  title: 'filename',
  columns: [
    { id: 'filename', field: 'filename', searchable: true },
    { id: 'description', field: 'description', searchable: true },
    { id: 'filetype', field: 'filetype' },
    { id: 'filesize', field: 'filesize' },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
  ],
});

export const voicemailResource = defineResource({
  name: 'Voicemail',
  plural: 'Voicemails',
  key: 'voicemails',
  noun: defineMessage({ id: 'resource.noun.voicemail', defaultMessage: 'voicemail' }),
  entity: returns<Voicemail>(),
  path: '/admin/xpbx/voicemail',
  create: createVoicemailBody,
  update: updateVoicemailBody,
  title: 'name',
  columns: [
    { id: 'name', field: 'name', searchable: true },
    { id: 'mail_to', field: 'mail_to', searchable: true, format: 'ltr' },
    { id: 'mail_subject', field: 'mail_subject' },
    { id: 'is_active', field: 'is_active', format: 'active' },
  ],
  toggle: true,
});

export const timeslotResource = defineResource({
  name: 'Timeslot',
  plural: 'Timeslots',
  key: 'timeslots',
  noun: defineMessage({ id: 'resource.noun.timeslot', defaultMessage: 'timeslot' }),
  entity: returns<Timeslot>(),
  path: '/admin/xpbx/timeslot',
  create: createTimeslotBody,
  update: updateTimeslotBody,
  title: 'description',
  columns: [
    { id: 'description', field: 'description', searchable: true },
    { id: 'priority', field: 'priority' },
    { id: 'timezone', field: 'timezone' },
    { id: 'is_active', field: 'is_active', format: 'active' },
  ],
  toggle: true,
});
