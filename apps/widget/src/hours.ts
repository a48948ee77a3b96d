import type { DayHours, OpeningHours, TimeRange, Weekday } from './config';

/** Monday first, the order the console edits them in (spec §9). */
export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

const formatters: Record<string, Intl.DateTimeFormat> = {};

/**
 * The weekday and minute of the day that `now` is on the office's wall clock. An unknown time zone
 * falls back to UTC rather than hiding every office.
 */
export function wallClock(now: Date, timeZone: string): { day: number; minute: number } {
  let format = formatters[timeZone];
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hour12: false,
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters[timeZone] = format;
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(now)) parts[part.type] = part.value;
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '');
  // Some engines write midnight as 24 with hour12: false.
  const hour = Number(parts.hour) % 24;
  return { day, minute: hour * 60 + Number(parts.minute) };
}

/** 'HH:MM' as minutes after midnight; '24:00' is the end of the day; anything else is NaN. */
export function toMinutes(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(String(text).trim());
  if (!match) return Number.NaN;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h > 24 || m > 59 || (h === 24 && m > 0) ? Number.NaN : h * 60 + m;
}

const ALL_DAY: TimeRange[] = [{ from: '00:00', to: '24:00' }];

/**
 * A day's open ranges. Accepts `{ closed, ranges }` and the older plain list of ranges; a day that
 * is not closed and has no ranges is open all day (the contract's DayHours).
 */
function rangesOf(day: DayHours | TimeRange[] | undefined): TimeRange[] {
  if (!day) return [];
  if (Array.isArray(day)) return day;
  if (day.closed) return [];
  return day.ranges?.length ? day.ranges : ALL_DAY;
}

/**
 * Whether an office (or department) is open at `now`, judged on its own wall clock in `timeZone`.
 *
 * - A day that is `closed` (or missing) is closed all day; one that is not closed and has no ranges
 *   is open all day.
 * - A range is open from `from` (inclusive) to `to` (exclusive).
 * - A range whose `to` is at or before its `from` runs past midnight: '22:00'–'02:00' on Friday is
 *   open Friday 22:00–24:00 and Saturday 00:00–02:00 (even if Saturday is itself closed);
 *   '00:00'–'00:00' is open all day.
 * - No opening hours at all (null/undefined) means none were configured: always open.
 */
export function isOpen(
  openingHours: Partial<OpeningHours> | null | undefined,
  timeZone: string,
  now: Date,
): boolean {
  if (!openingHours) return true;
  const { day, minute } = wallClock(now, timeZone || 'UTC');
  if (day < 0) return false;
  const today = rangesOf(openingHours[WEEKDAYS[day]!]);
  const yesterday = rangesOf(openingHours[WEEKDAYS[(day + 6) % 7]!]);
  for (const range of today) {
    const from = toMinutes(range.from);
    const to = toMinutes(range.to);
    if (Number.isNaN(from) || Number.isNaN(to)) continue;
    if (to > from ? minute >= from && minute < to : minute >= from) return true;
  }
  for (const range of yesterday) {
    const from = toMinutes(range.from);
    const to = toMinutes(range.to);
    if (to <= from && minute < to) return true;
  }
  return false;
}
