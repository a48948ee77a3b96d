/**
 * Field structs the request bodies share. Bodies are superstruct `type`s (unknown keys are ignored,
 * not rejected: the console sends whole rows back) whose fields carry the shared rule strings of
 * @switchboard/forms, so the console and the server fail the same fields with the same words.
 */
import { fieldLabel, integerIn, messages, type RuleContext, ruled } from '@switchboard/forms';
import {
  boolean,
  coerce,
  define,
  enums,
  literal,
  nullable,
  number,
  optional,
  pattern,
  refine,
  string,
  union,
} from 'superstruct';
import { RATE_PATTERN } from '../rating.js';

/** Minimum and maximum password length for every password the API stores. */
export const PASSWORD_RULES = 'required|between:8-64';

/** Text with its rule string; numbers typed into text inputs are accepted as their digits. */
export const text = (rules: string, ctx?: RuleContext) =>
  ruled(coerce(string(), number(), String), rules, ctx);

/** Like `text`, but the field may be left out. */
export const optionalText = (rules = '', ctx?: RuleContext) => optional(text(rules, ctx));

/** A database id (a PostgreSQL integer); numeric strings (form values, path segments) are accepted on coercion. */
export const id = () => coerce(integerIn(), pattern(string(), /^\d+$/), Number);

/** An id that may be cleared: '' and the 'select option' placeholder mean null. */
export const optionalId = () =>
  optional(coerce(nullable(id()), union([literal(''), literal('select option')]), () => null));

/** Active flags are 1 or 0 on the wire; true/false and '1'/'0' are accepted on coercion. */
export const flag = () =>
  coerce(enums([1, 0] as const), union([boolean(), enums(['1', '0'] as const)]), (value) =>
    value === true || value === '1' ? 1 : 0,
  );

/** Any IANA zone (or alias) the runtime knows; '' and null clear it. */
export const timezone = () =>
  optional(
    coerce(
      nullable(
        define<string>('timezone', (value) =>
          typeof value === 'string' && isTimezone(value) ? true : messages.enterValid('Timezone'),
        ),
      ),
      union([literal(''), literal('Select timezone')]),
      () => null,
    ),
  );

/** Digits only, e.g. an extension number; numbers are accepted as their digits. */
export const digits = (rules: string) =>
  ruled(
    refine(coerce(string(), number(), String), 'digits', (value) => value === '' || /^\d+$/.test(value)),
    rules,
  );

/** Free text that may be null; '' stays ''. */
export const nullableText = (rules = '', ctx?: RuleContext) =>
  optional(nullable(ruled(string(), rules, ctx)));

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * The fields of an ISO 8601 date or date-time that exists on the calendar and the clock, or null:
 * Date.parse reads 2026-02-30 as March 2 and 24:00 as the next day, which a record must not become.
 */
function isoParts(value: string) {
  const match = ISO.exec(value);
  if (!match) return null;
  const [
    ,
    year,
    month,
    day,
    hour = '0',
    minute = '0',
    second = '0',
    zone,
    zoneHours = '0',
    zoneMinutes = '0',
  ] = match.map((part) => part ?? undefined) as (string | undefined)[];
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const real =
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(zoneHours) <= 14 &&
    Number(zoneMinutes) <= 59;
  return real ? { hasTime: match[4] !== undefined, zone } : null;
}

/** Whether a text is an ISO 8601 date or date-time that names a real day and time. */
export const isIsoTime = (value: string): boolean => isoParts(value) !== null;

/** Whether a text is an ISO 8601 date-time with its zone (Z or an offset): one instant anywhere. */
export const isIsoInstant = (value: string): boolean => {
  const parts = isoParts(value);
  return parts?.hasTime === true && parts.zone !== undefined;
};

export const isTimezone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

export const remember = () => optional(boolean());

export const labelOf = (path: readonly unknown[]) => fieldLabel(String(path.at(-1) ?? 'value'));

/** One of `values`, or 'Enter valid {Field}'. */
export const oneOf = <const T extends readonly string[]>(values: T) =>
  define<T[number]>('enum', (value, context) =>
    typeof value === 'string' && values.includes(value) ? true : messages.enterValid(labelOf(context.path)),
  );

/**
 * Digits (a prefix, a number), optionally after a leading +, within `min`-`max` characters: text
 * only, since a JSON number would lose leading zeros and the + (its 422 says "Enter valid", not
 * "required"). Described in the OpenAPI document as a string with this pattern.
 */
const phoneNumber = (min: number, max: number) =>
  define<string>('phone-number', (value, context) => {
    if (value === undefined || value === null || value === '')
      return min === 0 || messages.required(labelOf(context.path));
    return typeof value === 'string' && /^\+?\d+$/.test(value) && value.length >= min && value.length <= max
      ? true
      : messages.enterValid(labelOf(context.path));
  });
export const numberText = (min: number, max: number) =>
  coerce(phoneNumber(min, max), pattern(string(), /^\d+$/), String);

/** A per-unit rate or per-call fee as decimal text ('0.0125'); numbers are taken as their text. */
export const rate = () =>
  coerce(
    define<string>('rate', (value, context) =>
      typeof value === 'string' && RATE_PATTERN.test(value.trim())
        ? true
        : messages.enterValid(labelOf(context.path)),
    ),
    define<number>('number', (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0),
    (value) => String(value),
  );
