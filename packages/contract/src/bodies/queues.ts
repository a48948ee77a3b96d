/**
 * Bodies of the queue, queue option (member, action, rule, VIP and black number), ring group and
 * ring group member dialogs. Create bodies require what the dialog requires; update bodies are the
 * same fields, each optional. What needs the stored record or other tables (a sound file or user of
 * the account, time_to after time_from) the API checks.
 */
import {
  array,
  coerce,
  type Infer,
  literal,
  nullable,
  optional,
  partial,
  size,
  string,
  type,
} from 'superstruct';
import { QUEUE_ACTIONS, QUEUE_STRATEGIES, RING_GROUP_STRATEGIES } from '../entities/queues.js';
import { flag, id, optionalId, text } from './fields.js';
import { day, int, numberText, oneOf } from './telephony.js';

/** Text with its rule string, surrounding spaces dropped before the rules judge it. */
const trimmed = (rules: string) => coerce(text(rules), string(), (value) => value.trim());

/** A day's length: the longest time any queue or ring-group setting counts in seconds. */
const DAY = 86_400;

// Queues --------------------------------------------------------------------------------------

export const createQueueBody = type({
  name: trimmed('required|between:1-200'),
  description: optional(trimmed('between:0-200')),
  priority: optional(int(0, 1000)),
  weight: optional(int(0, 1000)),
  wrapup_time: optional(int(0, 3600)),
  timeout: optional(int(1, 600)),
  unblock: optional(int(0, DAY)),
  strategy: optional(oneOf(QUEUE_STRATEGIES)),
  queue_number: numberText(1, 20),
  connect_to_last_agent: optional(flag()),
  agent_search_period: optional(int(0, 30 * DAY)),
  is_active: optional(flag()),
});
export type CreateQueueBody = Infer<typeof createQueueBody>;
export const updateQueueBody = partial(createQueueBody);
export type UpdateQueueBody = Infer<typeof updateQueueBody>;

export const createQueueMemberBody = type({
  user_id: id(),
  workplace: optional(trimmed('between:0-100')),
  auto_answer_seconds: optional(int(0, 60)),
  skill_level: optional(int(0, 100)),
});
export type CreateQueueMemberBody = Infer<typeof createQueueMemberBody>;
export const updateQueueMemberBody = partial(createQueueMemberBody);
export type UpdateQueueMemberBody = Infer<typeof updateQueueMemberBody>;

export const createQueueActionBody = type({
  name: trimmed('required|between:1-200'),
  action: oneOf(QUEUE_ACTIONS),
  sound_file_id: optionalId(),
  time_from: optional(int(0, DAY)),
  time_to: optional(int(0, DAY)),
  is_active: optional(flag()),
});
export type CreateQueueActionBody = Infer<typeof createQueueActionBody>;
export const updateQueueActionBody = partial(createQueueActionBody);
export type UpdateQueueActionBody = Infer<typeof updateQueueActionBody>;

export const createQueueRuleBody = type({
  name: trimmed('required|between:1-200'),
  timeslot_id: id(),
  increase_period: int(1, DAY),
  increase_weight: int(1, 1000),
});
export type CreateQueueRuleBody = Infer<typeof createQueueRuleBody>;
export const updateQueueRuleBody = partial(createQueueRuleBody);
export type UpdateQueueRuleBody = Infer<typeof updateQueueRuleBody>;

export const createVipNumberBody = type({
  calling_number: numberText(1, 32),
  weight: int(0, 1000),
  is_active: optional(flag()),
});
export type CreateVipNumberBody = Infer<typeof createVipNumberBody>;
export const updateVipNumberBody = partial(createVipNumberBody);
export type UpdateVipNumberBody = Infer<typeof updateVipNumberBody>;

/** A calendar day, or '' / null for a number refused with no end. */
const optionalDay = () => optional(coerce(nullable(day()), literal(''), () => null));

export const createBlackNumberBody = type({
  calling_number: numberText(1, 32),
  valid_to: optionalDay(),
  is_active: optional(flag()),
});
export type CreateBlackNumberBody = Infer<typeof createBlackNumberBody>;
export const updateBlackNumberBody = partial(createBlackNumberBody);
export type UpdateBlackNumberBody = Infer<typeof updateBlackNumberBody>;

// Ring groups ---------------------------------------------------------------------------------

export const createRingGroupBody = type({
  name: trimmed('required|between:1-200'),
  ring_time: optional(int(1, 600)),
  strategy: optional(oneOf(RING_GROUP_STRATEGIES)),
  moh_sound_file_id: optionalId(),
  is_active: optional(flag()),
});
export type CreateRingGroupBody = Infer<typeof createRingGroupBody>;
export const updateRingGroupBody = partial(createRingGroupBody);
export type UpdateRingGroupBody = Infer<typeof updateRingGroupBody>;

export const createRingGroupMemberBody = type({
  name: trimmed('required|between:1-200'),
  number: numberText(1, 32),
  ring_time: optional(int(1, 600)),
  user_id: optionalId(),
});
export type CreateRingGroupMemberBody = Infer<typeof createRingGroupMemberBody>;
export const updateRingGroupMemberBody = partial(createRingGroupMemberBody);
export type UpdateRingGroupMemberBody = Infer<typeof updateRingGroupMemberBody>;

/** Most members a ring group holds (and so a reorder names). */
export const MAX_RING_GROUP_MEMBERS = 200;

/** The group's members in their new order: every member's id, each once. */
export const reorderRingGroupMembersBody = type({
  ids: size(array(id()), 0, MAX_RING_GROUP_MEMBERS),
});
export type ReorderRingGroupMembersBody = Infer<typeof reorderRingGroupMembersBody>;
