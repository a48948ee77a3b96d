/**
 * POST /admin/activity (and /admin/activity/all for administrators): a time range as the reports
 * take it, the action (a contract entry's name) and who (part of a name), each optional.
 */
import { ruled } from '@switchboard/forms';
import { type Infer, nullable, optional, refine, size, string, type } from 'superstruct';
import { ordered, time } from './reports.js';

const text = (maxLength: number) => optional(nullable(ruled(size(string(), 0, maxLength), '')));

export const activityFiltersBody = refine(
  type({ startTime: time(), endTime: time(), action: text(60), who: text(100) }),
  'range',
  ordered,
);
export type ActivityFiltersBody = Infer<typeof activityFiltersBody>;
