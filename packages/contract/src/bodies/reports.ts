/**
 * Report filters (spec §7 "Reports"): a time range and the widget, office and department. Every
 * field may be left out, '' or the 'select option' placeholder (no filter). Times are ISO 8601: a
 * date (`2026-11-21`; as an end time it includes that whole day, UTC) or a date-time; numbers are
 * taken as milliseconds since 1970.
 */
import { ruled } from '@switchboard/forms';
import {
  array,
  coerce,
  define,
  enums,
  type Infer,
  literal,
  max,
  min,
  nullable,
  number,
  optional,
  refine,
  string,
  type,
  union,
} from 'superstruct';
import { REPORT_TYPES } from '../widget-defaults.js';
import { isIsoTime, optionalId } from './fields.js';
import { optionalClientId } from './widget-fields.js';

/** The largest distance from 1970 a Date holds, in milliseconds. */
const MAX_TIME_MS = 8.64e15;

const placeholder = () =>
  union([literal(''), literal('select option'), literal('Select option'), literal(null)]);

/** An optional filter time (ISO 8601, or milliseconds since 1970); a placeholder means none. */
export const time = () =>
  optional(
    coerce(
      coerce(
        nullable(
          ruled(
            define<string>('time', (value) => typeof value === 'string' && isIsoTime(value)),
            '',
          ),
        ),
        placeholder(),
        () => null,
      ),
      number(),
      // A number past the Date range (±8.64e15 ms) stays a number, which the define above refuses.
      (value) => (Math.abs(value) <= MAX_TIME_MS ? new Date(value).toISOString() : value),
    ),
  );

const filterFields = () => ({
  startTime: time(),
  endTime: time(),
  widget_id: optionalId(),
  office_id: optionalClientId(),
  department_id: optionalClientId(),
});

/** The end must not come before the start. */
export const ordered = <T extends { startTime?: string | null; endTime?: string | null }>(value: T) =>
  !value.startTime || !value.endTime || Date.parse(value.startTime) <= Date.parse(value.endTime)
    ? true
    : 'The end time must not be before the start time';

/** POST /admin/reports/:type. */
export const reportFiltersBody = refine(type(filterFields()), 'range', ordered);
export type ReportFiltersBody = Infer<typeof reportFiltersBody>;

const latitude = () => ruled(min(max(number(), 90), -90), 'required');
const longitude = () => ruled(min(max(number(), 180), -180), 'required');

/**
 * POST /admin/reports/map. `service` is one report type (left out or 'all': every kind);
 * `zoomFactor` is the map's zoom (0 whole world … 22), markers closer than a zoom-dependent grid are
 * merged; `positions` are the map's visible corners: markers outside their bounding box are left out.
 */
export const reportMapBody = refine(
  type({
    ...filterFields(),
    service: optional(
      coerce(nullable(ruled(enums(REPORT_TYPES), '')), union([placeholder(), literal('all')]), () => null),
    ),
    zoomFactor: optional(
      nullable(
        ruled(min(max(coerce(number(), string(), Number), 22), 0), '', { labels: { zoomFactor: 'Zoom' } }),
      ),
    ),
    positions: optional(
      nullable(ruled(array(ruled(type({ lat: latitude(), lng: longitude() }), 'required')), '')),
    ),
  }),
  'range',
  ordered,
);
export type ReportMapBody = Infer<typeof reportMapBody>;
