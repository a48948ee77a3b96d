/**
 * A day of the week as the caller's data keys it. The kit holds no list of days: the caller passes
 * its own (`days`), Monday first.
 */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** One opening interval, both ends as 24-hour `HH:MM`. */
export interface TimeRange {
  from: string;
  to: string;
}

/** A day's hours: closed, or open during each range. */
export interface DayHours {
  closed: boolean;
  ranges: TimeRange[];
}

/** Opening hours for a whole week, Monday to Sunday. */
export type OpeningHoursValue = Record<Weekday, DayHours>;

/** What is wrong with a day: a range missing an end, ending before it starts, or overlapping another. */
export type OpeningHoursIssueKind = 'incomplete' | 'order' | 'overlap';

/** The first problem found in a day and the (0-based) range it concerns. */
export interface OpeningHoursIssue {
  kind: OpeningHoursIssueKind;
  range: number;
}

/** A week of `days` with every day open and no ranges yet. */
export function emptyWeek(days: readonly Weekday[]): OpeningHoursValue {
  return Object.fromEntries(
    days.map((day) => [day, { closed: false, ranges: [] }]),
  ) as unknown as OpeningHoursValue;
}

/** The first problem in one day's ranges, or `null`; a closed day is always valid. */
export function validateDay(day: DayHours): OpeningHoursIssue | null {
  if (day.closed) return null;
  for (const [index, range] of day.ranges.entries()) {
    if (!range.from || !range.to) return { kind: 'incomplete', range: index };
    if (range.from >= range.to) return { kind: 'order', range: index };
  }
  // 'HH:MM' strings compare in time order; touching ranges (12:00–13:00, 13:00–14:00) are fine.
  const sorted = day.ranges
    .map((range, index) => ({ ...range, index }))
    .sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1] as (typeof sorted)[number];
    const current = sorted[i] as (typeof sorted)[number];
    if (current.from < previous.to)
      return { kind: 'overlap', range: Math.max(current.index, previous.index) };
  }
  return null;
}

/** Problems per day; an empty object means the week can be saved. */
export function validateOpeningHours(week: OpeningHoursValue): Partial<Record<Weekday, OpeningHoursIssue>> {
  const issues: Partial<Record<Weekday, OpeningHoursIssue>> = {};
  for (const day of Object.keys(week) as Weekday[]) {
    const issue = validateDay(week[day]);
    if (issue) issues[day] = issue;
  }
  return issues;
}

function addHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const next = Math.min(hours * 60 + minutes + 60, 23 * 60 + 59);
  return `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`;
}

/** The range an "add" appends: office hours first, then an hour after the last range. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last?.to) return { from: '09:00', to: '17:00' };
  return { from: last.to, to: addHour(last.to) };
}
