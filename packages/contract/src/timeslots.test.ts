import { describe, expect, it } from 'vitest';
import type { TimeslotException } from './entities/media.js';
import { explainTimeslot, localDate, type TimeslotRules, timeslotOpenAt, timeslotZone } from './timeslots.js';
import { defaultOpeningHours } from './widget-defaults.js';

// Monday 2026-11-23. Berlin is UTC+1 in November.
const at = (iso: string) => new Date(iso);
const office = (exceptions: TimeslotException[] = [], timezone = 'Europe/Berlin'): TimeslotRules => ({
  timezone,
  hours: defaultOpeningHours(), // Monday to Friday 09:00–17:00
  exceptions,
});

describe('timeslotOpenAt', () => {
  it("judges weekday hours on the timeslot's own clock and says when it is", () => {
    expect(timeslotOpenAt(office(), at('2026-11-23T09:30:00Z'))).toEqual({
      open: true,
      reason: 'weekday',
      exception: null,
      overnight: false,
      date: '2026-11-23',
      weekday: 'monday',
      time: '10:30',
    });
    expect(timeslotOpenAt(office(), at('2026-11-23T16:00:00Z'))).toMatchObject({
      open: false,
      time: '17:00',
    });
    expect(timeslotOpenAt(office([], 'America/New_York'), at('2026-11-23T09:30:00Z'))).toMatchObject({
      open: false,
      reason: 'weekday',
      time: '04:30',
    });
  });

  it('closes on a holiday of its own calendar day', () => {
    const holiday = { date: '2026-11-23', description: 'Founders day', closed: true, ranges: [] };
    const decision = timeslotOpenAt(office([holiday]), at('2026-11-23T09:30:00Z'));
    expect(decision).toMatchObject({ open: false, reason: 'exception', exception: holiday });
    // 23:30 UTC on the 22nd is already the 23rd in Berlin; in UTC it is still Sunday the 22nd.
    expect(timeslotOpenAt(office([holiday]), at('2026-11-22T23:30:00Z'))).toMatchObject({
      reason: 'exception',
      date: '2026-11-23',
    });
    expect(timeslotOpenAt(office([holiday], 'UTC'), at('2026-11-22T23:30:00Z'))).toMatchObject({
      reason: 'weekday',
      date: '2026-11-22',
      weekday: 'sunday',
    });
  });

  it("uses an exception's hours instead of the weekday's, also on a closed weekday", () => {
    const shortDay = {
      date: '2026-11-24',
      description: 'Half day',
      closed: false,
      ranges: [{ from: '09:00', to: '12:00' }],
    };
    expect(timeslotOpenAt(office([shortDay]), at('2026-11-24T10:00:00Z'))).toMatchObject({
      open: true,
      reason: 'exception',
    });
    expect(timeslotOpenAt(office([shortDay]), at('2026-11-24T12:00:00Z'))).toMatchObject({
      open: false,
      reason: 'exception',
    });
    const saturday = { date: '2026-11-28', description: 'Open Saturday', closed: false, ranges: [] };
    expect(timeslotOpenAt(office([saturday]), at('2026-11-28T20:00:00Z'))).toMatchObject({
      open: true,
      reason: 'exception',
    });
  });

  it('carries an overnight range past midnight, from the weekday or from an exception', () => {
    const night = office();
    night.hours.friday = { closed: false, ranges: [{ from: '22:00', to: '02:00' }] };
    // Saturday 01:30 Berlin.
    expect(timeslotOpenAt(night, at('2026-11-28T00:30:00Z'))).toMatchObject({
      open: true,
      overnight: true,
      reason: 'weekday',
    });
    expect(timeslotOpenAt(night, at('2026-11-28T01:00:00Z'))).toMatchObject({
      open: false,
      overnight: false,
    });
    // A closed Saturday holiday does not cut Friday's night short; a closed Friday holiday does.
    const saturday = { date: '2026-11-28', description: 'Holiday', closed: true, ranges: [] };
    expect(timeslotOpenAt({ ...night, exceptions: [saturday] }, at('2026-11-28T00:30:00Z'))).toMatchObject({
      open: true,
    });
    const friday = { date: '2026-11-27', description: 'Holiday', closed: true, ranges: [] };
    expect(timeslotOpenAt({ ...night, exceptions: [friday] }, at('2026-11-28T00:30:00Z'))).toMatchObject({
      open: false,
      reason: 'weekday',
    });
    // An exception's own overnight range runs into the next day.
    const party = {
      date: '2026-11-23',
      description: 'Late',
      closed: false,
      ranges: [{ from: '20:00', to: '03:00' }],
    };
    expect(timeslotOpenAt(office([party]), at('2026-11-24T01:00:00Z'))).toMatchObject({
      open: true,
      reason: 'exception',
      exception: party,
      overnight: true,
      weekday: 'tuesday',
    });
  });

  it('is never open when inactive', () => {
    expect(timeslotOpenAt({ ...office(), is_active: 0 }, at('2026-11-23T09:30:00Z'))).toMatchObject({
      open: false,
      reason: 'inactive',
    });
    expect(timeslotOpenAt({ ...office(), is_active: 1 }, at('2026-11-23T09:30:00Z'))).toMatchObject({
      open: true,
    });
  });
});

describe('localDate', () => {
  it('is the calendar day in the zone, UTC for an unknown zone', () => {
    expect(localDate(at('2026-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2027-01-01');
    expect(localDate(at('2026-12-31T23:30:00Z'), 'Nowhere/Else')).toBe('2026-12-31');
  });
});

describe('the zone a timeslot is read in', () => {
  // Monday 2026-11-23 08:30 UTC: 09:30 in Berlin (open), 08:30 in UTC (closed).
  const early = at('2026-11-23T08:30:00Z');
  const zoneless = office([], '');

  it('is its own, else the domain’s, else the account’s, else UTC', () => {
    expect(timeslotZone({ timezone: 'Asia/Tokyo' }, { domain: 'Europe/Berlin', account: 'UTC' })).toBe(
      'Asia/Tokyo',
    );
    expect(timeslotZone({ timezone: null }, { domain: 'Europe/Berlin', account: 'Asia/Tokyo' })).toBe(
      'Europe/Berlin',
    );
    expect(timeslotZone({ timezone: null }, { domain: null, account: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
    expect(timeslotZone({ timezone: null })).toBe('UTC');
  });

  it("opens a zoneless timeslot in the account's zone while UTC would keep it closed", () => {
    expect(timeslotOpenAt(zoneless, early).open).toBe(false);
    expect(timeslotOpenAt(zoneless, early, { account: 'Europe/Berlin' })).toMatchObject({
      open: true,
      time: '09:30',
    });
    // The domain's zone comes before the account's; the timeslot's own before both.
    expect(timeslotOpenAt(zoneless, early, { domain: 'UTC', account: 'Europe/Berlin' }).open).toBe(false);
    expect(timeslotOpenAt(office(), early, { domain: 'UTC', account: 'UTC' }).open).toBe(true);
    expect(
      explainTimeslot({ ...zoneless, description: 'Office' }, early, { account: 'Europe/Berlin' }),
    ).toEqual({
      open: true,
      explanation: {
        code: 'timeslot.weekday_open',
        params: {
          timeslot: 'Office',
          weekday: 'monday',
          date: '2026-11-23',
          time: '09:30',
          zone: 'Europe/Berlin',
        },
      },
    });
  });
});
