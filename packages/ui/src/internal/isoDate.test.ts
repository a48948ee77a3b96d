import { CalendarDate } from '@internationalized/date';
import { fromIsoDate, toIsoDate } from './isoDate';

describe('ISO dates at the date fields boundary', () => {
  it('reads YYYY-MM-DD into a calendar date and writes it back unchanged', () => {
    const date = fromIsoDate('2026-02-28');
    expect(date?.year).toBe(2026);
    expect(date?.month).toBe(2);
    expect(date?.day).toBe(28);
    expect(toIsoDate(date)).toBe('2026-02-28');
  });

  it('pads single-digit months and days', () => {
    expect(toIsoDate(new CalendarDate(2026, 3, 5))).toBe('2026-03-05');
  });

  it('treats empty, missing and malformed strings as no date', () => {
    expect(fromIsoDate('')).toBeNull();
    expect(fromIsoDate(undefined)).toBeNull();
    expect(fromIsoDate('28.02.2026')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
  });
});
