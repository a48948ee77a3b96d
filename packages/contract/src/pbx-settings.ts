/**
 * The account's PBX settings (spec §2 /xpbx/settings/settings and timezones): one record per
 * account, its defaults until first saved. GET and PUT `/admin/xpbx/settings`, the owner's only.
 */
import { coerce, type Infer, literal, nullable, optional, type } from 'superstruct';
import { digits, flag, optionalId, timezone } from './bodies/fields.js';
import { int } from './bodies/telephony.js';
import { returns } from './endpoint.js';
import type { Flag, Timestamp } from './entities/common.js';

export interface PbxSettings {
  /** The account's PBX zone: timeslots without a zone of their own or of their domain; null: UTC. */
  timezone: string | null;
  call_recording: Flag;
  recording_retention_days: number;
  /** One of the account's sound files, played while callers wait; null: none. */
  music_on_hold_id: number | null;
  /** Digits presented as caller id when an extension sets none; null: none. */
  presentation_number: string | null;
  max_call_minutes: number;
  ring_timeout_seconds: number;
  /** Null until the settings are first saved (the defaults apply). */
  updated_at: Timestamp | null;
}

/** What an account has before it saves its settings. */
export const PBX_SETTINGS_DEFAULTS = {
  timezone: null,
  call_recording: 0,
  recording_retention_days: 90,
  music_on_hold_id: null,
  presentation_number: null,
  max_call_minutes: 120,
  ring_timeout_seconds: 30,
} as const satisfies Omit<PbxSettings, 'updated_at'>;

/** Bounds of the numeric settings (spec leaves them open; these are the console's too). */
export const PBX_SETTINGS_BOUNDS = {
  recording_retention_days: [1, 3650],
  max_call_minutes: [1, 1440],
  ring_timeout_seconds: [5, 300],
} as const;

const bounded = (field: keyof typeof PBX_SETTINGS_BOUNDS) => {
  const [min, max] = PBX_SETTINGS_BOUNDS[field];
  return optional(int(min, max));
};

/** PUT /admin/xpbx/settings: the fields given change, the rest stay. '' clears the optional ones. */
export const updatePbxSettingsBody = type({
  timezone: timezone(),
  call_recording: optional(flag()),
  recording_retention_days: bounded('recording_retention_days'),
  music_on_hold_id: optionalId(),
  presentation_number: optional(coerce(nullable(digits('between:1-32')), literal(''), () => null)),
  max_call_minutes: bounded('max_call_minutes'),
  ring_timeout_seconds: bounded('ring_timeout_seconds'),
});
export type UpdatePbxSettingsBody = Infer<typeof updatePbxSettingsBody>;

export const pbxSettingsEndpoints = {
  /** The account's PBX settings, the defaults where never saved. */
  pbxSettings: {
    method: 'GET',
    path: '/admin/xpbx/settings',
    body: undefined,
    response: returns<PbxSettings>(),
    auth: 'verified',
  },
  /** Saves the fields given; a sound file of another account is a 422 on music_on_hold_id. */
  updatePbxSettings: {
    method: 'PUT',
    path: '/admin/xpbx/settings',
    body: updatePbxSettingsBody,
    response: returns<PbxSettings>(),
    auth: 'verified',
  },
} as const;
