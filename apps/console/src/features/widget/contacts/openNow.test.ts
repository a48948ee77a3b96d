import { defaultOpeningHours } from '@switchboard/contract';
import { isOpenAt } from './openNow';

// Monday 5 January 2026, 08:30 UTC.
const monday0830 = new Date('2026-01-05T08:30:00Z');

describe('isOpenAt', () => {
  it('reads the hours in the given time zone, else in UTC', () => {
    const hours = defaultOpeningHours();
    expect(isOpenAt(hours, null, monday0830)).toBe(false);
    // 10:30 in Sofia (UTC+2 in winter).
    expect(isOpenAt(hours, 'Europe/Sofia', monday0830)).toBe(true);
    expect(isOpenAt(hours, 'Not/AZone', monday0830)).toBe(false);
  });

  it('treats a closed day as closed and an open day without ranges as open all day', () => {
    const hours = defaultOpeningHours();
    hours.monday = { closed: true, ranges: [] };
    expect(isOpenAt(hours, 'Europe/Sofia', monday0830)).toBe(false);
    hours.monday = { closed: false, ranges: [] };
    expect(isOpenAt(hours, null, monday0830)).toBe(true);
  });

  it('ends a range at its closing time', () => {
    const hours = defaultOpeningHours();
    expect(isOpenAt(hours, null, new Date('2026-01-05T16:59:00Z'))).toBe(true);
    expect(isOpenAt(hours, null, new Date('2026-01-05T17:00:00Z'))).toBe(false);
  });
});
