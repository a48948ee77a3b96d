/**
 * Opening hours (spec §3 contacts, §9 weekdays): the days in order, the wall clock of an office's
 * time zone, and whether its hours are open at a moment. The console's contact list, the widget
 * runtime and the API all judge hours here. `@switchboard/contract/hours` has no dependency at all
 * (its imports are types), so the widget's loader takes it without superstruct or the rule set.
 */
import type { DayHours, OpeningHours, TimeRange, Weekday } from './entities/widget.js';

/** Spec §9: Monday first, the order the console edits them in. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const satisfies readonly Weekday[];

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const formatters: Record<string, Intl.DateTimeFormat> = {};

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters[timeZone];
  if (cached) return cached;
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hour12: false,
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  formatters[timeZone] = format;
  return format;
}

/**
 * The weekday (Monday 0) and minute of the day that `now` is on the wall clock of `timeZone`. An
 * unknown time zone falls back to UTC rather than hiding every office.
 */
export function wallClock(now: Date, timeZone: string): { day: number; minute: number } {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  // Some engines write midnight as 24 with hour12: false.
  const hour = Number(parts.hour) % 24;
  return { day: SHORT_DAYS.indexOf(parts.weekday ?? ''), minute: hour * 60 + Number(parts.minute) };
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
 * A day's open ranges. Accepts `{ closed, ranges }` and the older plain list of ranges (stored
 * widgets may still hold it); a day that is not closed and has no ranges is open all day.
 */
function rangesOf(day: DayHours | TimeRange[] | undefined): TimeRange[] {
  if (!day) return [];
  if (Array.isArray(day)) return day;
  if (day.closed) return [];
  return day.ranges?.length ? day.ranges : ALL_DAY;
}

/** Opening hours as stored: whole weeks, weeks with days left out, or days in the older list form. */
export type StoredOpeningHours = Partial<Record<Weekday, DayHours | TimeRange[]>> | OpeningHours;

/**
 * Whether `hours` are open at `now`, judged on the wall clock of `timeZone` (null or unknown: UTC).
 *
 * - A day that is `closed` (or missing) is closed; one that is not closed and has no ranges is open
 *   all day.
 * - A range is open from `from` (inclusive) to `to` (exclusive).
 * - A range whose `to` is at or before its `from` runs past midnight: '22:00'–'02:00' on Friday is
 *   open Friday 22:00–24:00 and Saturday 00:00–02:00 (even if Saturday is itself closed);
 *   '00:00'–'00:00' is open all day.
 * - No opening hours at all (null/undefined) means none were configured: always open.
 */
export function isOpenAt(
  hours: StoredOpeningHours | null | undefined,
  timeZone: string | null | undefined,
  now: Date,
): boolean {
  if (!hours) return true;
  const week = hours as Partial<Record<Weekday, DayHours | TimeRange[]>>;
  const { day, minute } = wallClock(now, timeZone || 'UTC');
  const today = WEEKDAYS[day];
  const yesterday = WEEKDAYS[(day + 6) % 7];
  if (!today || !yesterday) return false;
  const spans = (range: TimeRange) => ({ from: toMinutes(range.from), to: toMinutes(range.to) });
  const openToday = rangesOf(week[today]).some((range) => {
    const { from, to } = spans(range);
    if (Number.isNaN(from) || Number.isNaN(to)) return false;
    return to > from ? minute >= from && minute < to : minute >= from;
  });
  // Yesterday's ranges that ran past midnight are still open until their `to`.
  return (
    openToday ||
    rangesOf(week[yesterday]).some((range) => {
      const { from, to } = spans(range);
      return to <= from && minute < to;
    })
  );
}
