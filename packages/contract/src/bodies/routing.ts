/**
 * Routing entries (spec §2 routing screen): their caller and called patterns are RE2 expressions,
 * checked by the engine that matches them, once installed (`installRe2`; refused until then).
 */
import { messages } from '@switchboard/forms';
import { define, type Infer, optional, partial, type } from 'superstruct';
import { regexpError } from '../regexp.js';
import { optionalId } from './fields.js';
import { int, labelOf } from './telephony.js';

/** A routing regexp: checked by the same engine that matches it (linear time, RE2 syntax). */
const regexp = () =>
  define<string>('regexp', (value, context) => {
    if (typeof value !== 'string') return messages.enterValid(labelOf(context.path));
    const error = regexpError(value);
    return error === null ? true : `${messages.enterValid(labelOf(context.path))}: ${error}`;
  });

export const createRoutingEntryBody = type({
  a_regexp: optional(regexp()),
  b_regexp: optional(regexp()),
  flow_id: optionalId(),
  priority: optional(int(0, 1000)),
  timeslot_id: optionalId(),
  application_id: optionalId(),
  carrier_id: optionalId(),
});
export type CreateRoutingEntryBody = Infer<typeof createRoutingEntryBody>;
export const updateRoutingEntryBody = partial(createRoutingEntryBody);
export type UpdateRoutingEntryBody = Infer<typeof updateRoutingEntryBody>;
