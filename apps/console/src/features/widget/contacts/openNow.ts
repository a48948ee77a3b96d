import type { OpeningHours, Weekday } from '@switchboard/contract';

/** The weekday and `HH:MM` at `now` in `timeZone`; UTC when the zone is unknown to the browser. */
function localTime(now: Date, timeZone: string): { day: Weekday; time: string } {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    return localTime(now, 'UTC');
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return { day: String(parts.weekday).toLowerCase() as Weekday, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Whether the hours are open at `now` in `timeZone` (null: UTC, as the widget runtime reads it). A
 * day that is not closed and has no ranges is open all day (contract); HH:MM strings compare in time
 * order.
 */
export function isOpenAt(hours: OpeningHours, timeZone: string | null, now: Date): boolean {
  const { day, time } = localTime(now, timeZone ?? 'UTC');
  const today = hours[day];
  if (!today || today.closed) return false;
  if (today.ranges.length === 0) return true;
  return today.ranges.some((range) => range.from <= time && time < range.to);
}
