import { type CalendarDate, parseDate } from '@internationalized/date';

/** The calendar date of an ISO `YYYY-MM-DD` string; `null` for none or a string that is not one. */
export function fromIsoDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** A date as the ISO `YYYY-MM-DD` string callers hold; `null` for none. */
export function toIsoDate(date: { toString(): string } | null | undefined): string | null {
  // A CalendarDate prints itself as `YYYY-MM-DD`; the kit's date fields hold nothing finer.
  return date ? date.toString().slice(0, 10) : null;
}
