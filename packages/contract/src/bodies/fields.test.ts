import { describe, expect, it } from 'vitest';
import { isIsoInstant, isIsoTime } from './fields.js';

describe('ISO times', () => {
  it('take the days and times that exist', () => {
    for (const value of [
      '2026-02-28',
      '2028-02-29',
      '2026-03-10T09:00',
      '2026-03-10T23:59:59.999Z',
      '2026-03-10T09:00:00+05:30',
    ]) {
      expect(isIsoTime(value), value).toBe(true);
    }
  });

  it('refuse days and times that Date.parse would roll over into others', () => {
    for (const value of [
      '2026-02-30',
      '2026-02-29',
      '2026-13-01',
      '2026-04-31T10:00:00Z',
      '2026-03-10T24:00:00Z',
      '2026-03-10T10:60Z',
      '2026-03-10T10:00:00+15:00',
      'yesterday',
    ]) {
      expect(isIsoTime(value), value).toBe(false);
    }
  });

  it('call an instant only a date-time with its zone', () => {
    expect(isIsoInstant('2026-03-10T09:00:00Z')).toBe(true);
    expect(isIsoInstant('2026-03-10T09:00:00-03:00')).toBe(true);
    expect(isIsoInstant('2026-03-10T09:00:00')).toBe(false);
    expect(isIsoInstant('2026-03-10')).toBe(false);
    expect(isIsoInstant('2026-02-30T10:00:00Z')).toBe(false);
  });
});
