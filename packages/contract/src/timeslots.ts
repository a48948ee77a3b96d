/**
 * Whether a timeslot is open at a moment, and why (spec §3 Timeslot). Flows branch on it, the
 * call simulator explains it and the API judges with it, so it lives here beside hours.ts and
 * judges weekday hours with the same `isOpenAt` (overnight ranges included).
 */
import type { Timeslot, TimeslotException } from './entities/media.js';
import type { DayHours, Weekday } from './entities/widget.js';
import { type Explanation, explain } from './explanations.js';
import { isOpenAt, WEEKDAYS, wallClock } from './hours.js';

/** What `timeslotOpenAt` needs of a timeslot; a missing `is_active` counts as active. */
export type TimeslotRules = Pick<Timeslot, 'timezone' | 'hours' | 'exceptions'> & {
  is_active?: Timeslot['is_active'];
};

/**
 * - `inactive`: the timeslot is switched off and never open;
 * - `weekday`: the weekday's hours decided;
 * - `exception`: a dated exception (holiday) decided.
 */
export type TimeslotReason = 'inactive' | 'weekday' | 'exception';

export interface TimeslotDecision {
  open: boolean;
  reason: TimeslotReason;
  /** The exception that decided, when `reason` is 'exception'. */
  exception: TimeslotException | null;
  /** Open only through the previous day's range that runs past midnight. */
  overnight: boolean;
  /** The moment on the timeslot's wall clock: 'YYYY-MM-DD', its weekday and 'HH:MM'. */
  date: string;
  weekday: Weekday;
  time: string;
}

const dateFormatters: Record<string, Intl.DateTimeFormat> = {};

/** The calendar day `at` is on in `timeZone` as 'YYYY-MM-DD' (an unknown zone: UTC). */
export function localDate(at: Date, timeZone: string): string {
  let format = dateFormatters[timeZone];
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    dateFormatters[timeZone] = format;
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day before a 'YYYY-MM-DD' date. */
function dayBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - 1)).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The zones a timeslot without a zone of its own falls back to, nearest first; null: not known. */
export interface ZoneFallbacks {
  /** The zone of the domain the call concerns. */
  domain?: string | null;
  /** The account's PBX zone. */
  account?: string | null;
}

/** Where a timeslot's hours are read: its own zone, else the domain's, else the account's, else UTC. */
export const timeslotZone = (
  timeslot: Pick<TimeslotRules, 'timezone'>,
  fallbacks: ZoneFallbacks = {},
): string => timeslot.timezone || fallbacks.domain || fallbacks.account || 'UTC';

/**
 * Whether `timeslot` is open at `at`, on the wall clock of its time zone (`timeslotZone`). A dated exception
 * replaces that day's weekday hours, including what the day's ranges carry past midnight into the
 * next: a Friday 22:00–02:00 range keeps Saturday open until 02:00 even when Saturday is a closed
 * holiday, and a holiday on Friday that closes stops it.
 */
export function timeslotOpenAt(
  timeslot: TimeslotRules,
  at: Date,
  fallbacks: ZoneFallbacks = {},
): TimeslotDecision {
  const zone = timeslotZone(timeslot, fallbacks);
  const { day, minute } = wallClock(at, zone);
  const weekday = WEEKDAYS[day] ?? 'monday';
  const yesterday = WEEKDAYS[(day + 6) % 7] ?? 'sunday';
  const date = localDate(at, zone);
  const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
  const moment = { date, weekday, time };
  if (timeslot.is_active === 0) {
    return { open: false, reason: 'inactive', exception: null, overnight: false, ...moment };
  }
  const exceptionOn = (on: string) => timeslot.exceptions.find((e) => e.date === on) ?? null;
  const todayException = exceptionOn(date);
  const yesterdayException = exceptionOn(dayBefore(date));
  const todayHours: DayHours = todayException ?? timeslot.hours[weekday];
  const yesterdayHours: DayHours = yesterdayException ?? timeslot.hours[yesterday];
  // A week holding one day judges only that day's ranges (and, for yesterday, only what runs on).
  if (isOpenAt({ [weekday]: todayHours }, zone, at)) {
    return decided(true, todayException, false);
  }
  if (isOpenAt({ [yesterday]: yesterdayHours }, zone, at)) {
    return decided(true, yesterdayException, true);
  }
  return decided(false, todayException, false);

  function decided(open: boolean, exception: TimeslotException | null, overnight: boolean) {
    const reason: TimeslotReason = exception ? 'exception' : 'weekday';
    return { open, reason, exception, overnight, ...moment };
  }
}

/**
 * The decision at `at` as an explanation for the call simulator, the route tester and the trunk
 * rule test: code `timeslot.exception_closed` with the timeslot's name, the moment on its wall
 * clock ('saturday', '2026-03-14', '10:00', 'Europe/Sofia') and the holiday.
 */
export function explainTimeslot(
  timeslot: TimeslotRules & { description: string },
  at: Date,
  fallbacks: ZoneFallbacks = {},
): { open: boolean; explanation: Explanation } {
  const decision = timeslotOpenAt(timeslot, at, fallbacks);
  const moment = {
    timeslot: timeslot.description,
    weekday: decision.weekday,
    date: decision.date,
    time: decision.time,
    zone: timeslotZone(timeslot, fallbacks),
  };
  const { open } = decision;
  if (decision.reason === 'inactive') return { open, explanation: explain('timeslot.inactive', moment) };
  if (decision.reason === 'exception') {
    const holiday = decision.exception?.description || decision.exception?.date || '';
    const code = open ? 'timeslot.exception_open' : 'timeslot.exception_closed';
    return { open, explanation: explain(code, { ...moment, holiday }) };
  }
  const code = !open
    ? 'timeslot.weekday_closed'
    : decision.overnight
      ? 'timeslot.overnight_open'
      : 'timeslot.weekday_open';
  return { open, explanation: explain(code, moment) };
}
