import { structErrors } from '@switchboard/forms';
import { type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { defaultOpeningHours } from '../widget-defaults.js';
import { createTimeslotBody, createVoicemailBody, updateSoundFileBody } from './media.js';

// biome-ignore lint/suspicious/noExplicitAny: any body struct.
const errorsOf = (struct: Struct<any, any>, value: unknown) => {
  const [error] = validate(value, struct, { coerce: true });
  return error ? structErrors(error) : {};
};

const voicemail = {
  name: 'Support',
  mail_to: 'support@example.com',
  mail_from: 'pbx@example.com',
  mail_cc: '',
  mail_subject: 'New voicemail',
  is_active: 1,
};

describe('voicemail body', () => {
  it('takes a box with empty cc and bcc', () => {
    expect(errorsOf(createVoicemailBody, voicemail)).toEqual({});
  });
  it('refuses addresses that are not email addresses, with the rule set words', () => {
    const errors = errorsOf(createVoicemailBody, { ...voicemail, mail_to: 'support', mail_bcc: 'x@' });
    expect(Object.keys(errors).sort()).toEqual(['mail_bcc', 'mail_to']);
    expect(errors.mail_to).toMatch(/valid email address/);
  });
});

describe('timeslot body', () => {
  const timeslot = {
    description: 'Office',
    priority: 1,
    is_active: 1,
    timezone: 'Europe/Berlin',
    hours: defaultOpeningHours(),
    exceptions: [{ date: '2026-12-25', description: 'Christmas', closed: true, ranges: [] }],
  };
  it('takes hours and dated exceptions', () => {
    expect(errorsOf(createTimeslotBody, timeslot)).toEqual({});
  });
  it('refuses a date that does not exist, two exceptions on one date and closing before opening', () => {
    const bad = (exceptions: unknown[]) =>
      Object.keys(errorsOf(createTimeslotBody, { ...timeslot, exceptions }));
    expect(bad([{ date: '2026-02-30', description: '', closed: true, ranges: [] }])).toHaveLength(1);
    const christmas = timeslot.exceptions[0];
    expect(bad([christmas, christmas])).toHaveLength(1);
    expect(bad([{ ...christmas, closed: false, ranges: [{ from: '12:00', to: '09:00' }] }])).toHaveLength(1);
    expect(bad([{ ...christmas, closed: false, ranges: [{ from: '09:00', to: '12:00' }] }])).toEqual([]);
  });
});

describe('sound file update', () => {
  it('takes flow or moh only', () => {
    expect(errorsOf(updateSoundFileBody, { filetype: 'moh' })).toEqual({});
    expect(Object.keys(errorsOf(updateSoundFileBody, { filetype: 'mp3' }))).toEqual(['filetype']);
  });
});
