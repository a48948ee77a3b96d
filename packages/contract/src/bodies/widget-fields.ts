/**
 * Field structs of the widget bodies that other bodies share: the timeslots' opening hours, the
 * report filters' and visitor requests' client ids. Apart from the widget bodies, whose contact
 * fields bring the phone number metadata.
 */
import { ruled } from '@switchboard/forms';
import {
  array,
  boolean,
  coerce,
  define,
  enums,
  literal,
  nullable,
  number,
  optional,
  refine,
  string,
  type,
  union,
} from 'superstruct';
import { MAX_RANGES_PER_DAY } from '../widget-defaults.js';

/** true/false, 1/0 and their strings (form values) as a boolean. */
export const bool = () =>
  coerce(
    boolean(),
    union([enums(['1', '0', 'true', 'false'] as const), enums([1, 0] as const)]),
    (value) => value === 1 || value === '1' || value === 'true',
  );

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** An id made by the client (contacts, departments): letters, digits, `-` and `_`; numbers become their digits. */
export const clientId = (rules = 'required') =>
  ruled(
    refine(coerce(string(), number(), String), 'client id', (value) => ID_PATTERN.test(value)),
    rules,
  );

/** A client id that may be left out or cleared ('' and the 'select option' placeholder mean null). */
export const optionalClientId = () =>
  optional(
    coerce(
      nullable(clientId('')),
      union([literal(''), literal('select option'), literal('Select option')]),
      () => null,
    ),
  );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = () =>
  define<string>('time', (value) =>
    typeof value === 'string' && TIME.test(value) ? true : 'Enter a time as HH:MM',
  );

export const timeRange = () => ruled(type({ from: timeOfDay(), to: timeOfDay() }), 'required');

/** The first problem of a day's hours, as a message, or undefined. */
export function dayHoursError(day: { closed: boolean; ranges: { from: string; to: string }[] }) {
  if (day.closed) return undefined;
  if (day.ranges.length > MAX_RANGES_PER_DAY) return `At most ${MAX_RANGES_PER_DAY} ranges a day`;
  for (const range of day.ranges) {
    if (range.from >= range.to) return 'The closing time must be after the opening time';
  }
  // HH:MM strings compare in time order; touching ranges (12:00–13:00, 13:00–14:00) are fine.
  const sorted = [...day.ranges].sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if (previous && current && current.from < previous.to) return 'Opening hours overlap';
  }
  return undefined;
}

const dayHours = () =>
  ruled(
    refine(
      type({ closed: bool(), ranges: ruled(array(timeRange()), '') }),
      'hours',
      (day) => dayHoursError(day) ?? true,
    ),
    'required',
  );

/** Monday to Sunday, each `{ closed, ranges: [{ from: 'HH:MM', to: 'HH:MM' }] }` (the kit's OpeningHours value). */
export const openingHours = () =>
  ruled(
    type({
      monday: dayHours(),
      tuesday: dayHours(),
      wednesday: dayHours(),
      thursday: dayHours(),
      friday: dayHours(),
      saturday: dayHours(),
      sunday: dayHours(),
    }),
    '',
  );
