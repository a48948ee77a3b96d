import { describe, expect, it } from 'vitest';
import type { OpeningHours } from './entities/widget.js';
import { isOpenAt, toMinutes, WEEKDAYS, wallClock } from './hours.js';
import { defaultOpeningHours } from './widget-defaults.js';

/** Monday to Friday 09:00–17:00, weekend closed (the default of a new office). */
const officeHours = defaultOpeningHours();

// Monday 2026-11-23. Berlin is UTC+1, New York UTC-5, Tokyo UTC+9, Kolkata UTC+5:30 in November.
const at = (iso: string) => new Date(iso);

describe('isOpenAt', () => {
  it("judges the hours on the office's own clock, not the visitor's", () => {
    const moment = at('2026-11-23T09:30:00Z'); // 10:30 Berlin, 04:30 New York, 18:30 Tokyo
    expect(isOpenAt(officeHours, 'Europe/Berlin', moment)).toBe(true);
    expect(isOpenAt(officeHours, 'America/New_York', moment)).toBe(false);
    expect(isOpenAt(officeHours, 'Asia/Tokyo', moment)).toBe(false);
    expect(isOpenAt(officeHours, 'UTC', moment)).toBe(true);
  });

  it('handles half-hour offsets', () => {
    // 03:29 UTC is 08:59 in Kolkata (closed), 03:30 UTC is 09:00 (open).
    expect(isOpenAt(officeHours, 'Asia/Kolkata', at('2026-11-23T03:29:00Z'))).toBe(false);
    expect(isOpenAt(officeHours, 'Asia/Kolkata', at('2026-11-23T03:30:00Z'))).toBe(true);
  });

  it('opens at `from` and closes at `to`', () => {
    expect(isOpenAt(officeHours, 'Europe/Berlin', at('2026-11-23T07:59:00Z'))).toBe(false); // 08:59
    expect(isOpenAt(officeHours, 'Europe/Berlin', at('2026-11-23T08:00:00Z'))).toBe(true); // 09:00
    expect(isOpenAt(officeHours, 'Europe/Berlin', at('2026-11-23T15:59:00Z'))).toBe(true); // 16:59
    expect(isOpenAt(officeHours, 'Europe/Berlin', at('2026-11-23T16:00:00Z'))).toBe(false); // 17:00
  });

  it('is closed all day on a closed day, whatever its ranges say', () => {
    const hours: Partial<OpeningHours> = {
      ...officeHours,
      saturday: { closed: true, ranges: [{ from: '00:00', to: '23:59' }] },
    };
    expect(isOpenAt(hours, 'Europe/Berlin', at('2026-11-28T11:00:00Z'))).toBe(false); // Saturday noon
    expect(isOpenAt(officeHours, 'Europe/Berlin', at('2026-11-29T11:00:00Z'))).toBe(false); // Sunday
  });

  it('takes the weekday in the office time zone: Monday morning in Tokyo is Sunday in New York', () => {
    const moment = at('2026-11-23T01:00:00Z'); // Monday 10:00 Tokyo, Sunday 20:00 New York
    expect(isOpenAt(officeHours, 'Asia/Tokyo', moment)).toBe(true);
    expect(isOpenAt({ ...officeHours, sunday: officeHours.monday! }, 'America/New_York', moment)).toBe(false);
    const sundayEvenings: Partial<OpeningHours> = {
      sunday: { closed: false, ranges: [{ from: '19:00', to: '21:00' }] },
    };
    expect(isOpenAt(sundayEvenings, 'America/New_York', moment)).toBe(true);
    expect(isOpenAt(sundayEvenings, 'Asia/Tokyo', moment)).toBe(false);
  });

  it('reads a day that is not closed and has no ranges as open all day, a missing day as closed', () => {
    const hours: Partial<OpeningHours> = { monday: { closed: false, ranges: [] } };
    expect(isOpenAt(hours, 'UTC', at('2026-11-23T00:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'UTC', at('2026-11-23T23:59:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'UTC', at('2026-11-24T10:00:00Z'))).toBe(false);
  });

  it('supports several ranges a day (a lunch break)', () => {
    const hours: Partial<OpeningHours> = {
      monday: {
        closed: false,
        ranges: [
          { from: '09:00', to: '12:00' },
          { from: '13:00', to: '17:00' },
        ],
      },
    };
    expect(isOpenAt(hours, 'UTC', at('2026-11-23T11:59:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'UTC', at('2026-11-23T12:30:00Z'))).toBe(false);
    expect(isOpenAt(hours, 'UTC', at('2026-11-23T13:00:00Z'))).toBe(true);
  });

  it('runs a range past midnight into the next day, even a closed one', () => {
    const hours: Partial<OpeningHours> = {
      friday: { closed: false, ranges: [{ from: '22:00', to: '02:00' }] },
      saturday: { closed: true, ranges: [] },
    };
    expect(isOpenAt(hours, 'UTC', at('2026-11-27T21:59:00Z'))).toBe(false); // Friday 21:59
    expect(isOpenAt(hours, 'UTC', at('2026-11-27T23:00:00Z'))).toBe(true); // Friday 23:00
    expect(isOpenAt(hours, 'UTC', at('2026-11-28T01:59:00Z'))).toBe(true); // Saturday 01:59
    expect(isOpenAt(hours, 'UTC', at('2026-11-28T02:00:00Z'))).toBe(false); // Saturday 02:00
  });

  it("reads '00:00'–'00:00' as all day and '24:00' as the end of the day", () => {
    const allDay: Partial<OpeningHours> = {
      monday: { closed: false, ranges: [{ from: '00:00', to: '00:00' }] },
    };
    expect(isOpenAt(allDay, 'UTC', at('2026-11-23T00:00:00Z'))).toBe(true);
    expect(isOpenAt(allDay, 'UTC', at('2026-11-23T23:59:00Z'))).toBe(true);
    expect(isOpenAt(allDay, 'UTC', at('2026-11-24T00:00:00Z'))).toBe(false);
    const late: Partial<OpeningHours> = {
      monday: { closed: false, ranges: [{ from: '18:00', to: '24:00' }] },
    };
    expect(isOpenAt(late, 'UTC', at('2026-11-23T23:59:00Z'))).toBe(true);
    expect(isOpenAt(late, 'UTC', at('2026-11-24T00:00:00Z'))).toBe(false);
  });

  it('crosses daylight saving time: 09:00 Berlin is 08:00 UTC in winter and 07:00 UTC in summer', () => {
    const mondays = { monday: { closed: false, ranges: [{ from: '09:00', to: '10:00' }] } };
    expect(isOpenAt(mondays, 'Europe/Berlin', at('2026-07-06T07:30:00Z'))).toBe(true);
    expect(isOpenAt(mondays, 'Europe/Berlin', at('2026-11-23T07:30:00Z'))).toBe(false);
  });

  it('accepts the older plain list of ranges for a day', () => {
    const legacy = { monday: [{ from: '09:00', to: '17:00' }] } as unknown as OpeningHours;
    expect(isOpenAt(legacy, 'UTC', at('2026-11-23T10:00:00Z'))).toBe(true);
  });

  it('ignores malformed ranges', () => {
    const hours: Partial<OpeningHours> = {
      monday: {
        closed: false,
        ranges: [
          { from: '9am', to: '5pm' },
          { from: '25:00', to: '26:00' },
        ],
      },
    };
    expect(isOpenAt(hours, 'UTC', at('2026-11-23T10:00:00Z'))).toBe(false);
  });

  it('falls back to UTC for an unknown time zone, and counts no hours at all as always open', () => {
    expect(isOpenAt(officeHours, 'Mars/Olympus_Mons', at('2026-11-23T10:00:00Z'))).toBe(true);
    expect(isOpenAt(officeHours, 'Mars/Olympus_Mons', at('2026-11-23T18:00:00Z'))).toBe(false);
    expect(isOpenAt(null, 'Europe/Berlin', at('2026-11-29T03:00:00Z'))).toBe(true);
    expect(isOpenAt(officeHours, null, at('2026-11-23T16:59:00Z'))).toBe(true);
    expect(isOpenAt(officeHours, null, at('2026-11-23T17:00:00Z'))).toBe(false);
  });

  it('regression: the console counted 22:00–02:00 as closed after midnight (it compared HH:MM text)', () => {
    // Monday 22:00–02:00; Tuesday's own hours (09:00–17:00) do not cover 01:00.
    const lateMondays: OpeningHours = {
      ...defaultOpeningHours(),
      monday: { closed: false, ranges: [{ from: '22:00', to: '02:00' }] },
    };
    expect(isOpenAt(lateMondays, 'Europe/Sofia', at('2026-11-23T23:00:00Z'))).toBe(true); // Tuesday 01:00 Sofia
    expect(isOpenAt(lateMondays, 'Europe/Sofia', at('2026-11-24T00:00:00Z'))).toBe(false); // Tuesday 02:00 Sofia
    expect(isOpenAt(lateMondays, 'Europe/Sofia', at('2026-11-23T20:30:00Z'))).toBe(true); // Monday 22:30 Sofia
    expect(isOpenAt(lateMondays, 'Europe/Sofia', at('2026-11-23T19:59:00Z'))).toBe(false); // Monday 21:59 Sofia
  });
});

describe('WEEKDAYS, wallClock and toMinutes', () => {
  it('lists the days Monday first (spec §9), indexed as wallClock numbers them', () => {
    expect(WEEKDAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(WEEKDAYS[wallClock(at('2026-11-29T12:00:00Z'), 'UTC').day]).toBe('sunday');
  });

  it('gives the weekday (Monday 0) and minute in a zone', () => {
    expect(wallClock(at('2026-11-23T23:30:00Z'), 'Asia/Tokyo')).toEqual({ day: 1, minute: 8 * 60 + 30 });
    expect(wallClock(at('2026-11-23T00:00:00Z'), 'UTC')).toEqual({ day: 0, minute: 0 });
  });

  it('parses HH:MM', () => {
    expect(toMinutes('09:30')).toBe(570);
    expect(toMinutes('9:05')).toBe(545);
    expect(toMinutes('24:00')).toBe(1440);
    expect(toMinutes('24:01')).toBeNaN();
    expect(toMinutes('12:60')).toBeNaN();
  });
});
