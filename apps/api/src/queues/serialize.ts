/** Queue and ring-group rows → the contract's wire shapes. */
import type {
  BlackNumber,
  Flag,
  Queue,
  QueueAction,
  QueueActionKind,
  QueueMember,
  QueueRule,
  QueueStrategy,
  RingGroup,
  RingGroupMember,
  RingGroupStrategy,
  VipNumber,
} from '@switchboard/contract';
import type {
  queueActions,
  queueBlackNumbers,
  queueMembers,
  queueRules,
  queues,
  queueVipNumbers,
  ringGroupMembers,
  ringGroups,
} from '../db/schema.js';

const flag = (value: boolean): Flag => (value ? 1 : 0);
const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toQueue = (row: typeof queues.$inferSelect): Queue => ({
  id: row.id,
  name: row.name,
  description: row.description,
  priority: row.priority,
  weight: row.weight,
  wrapup_time: row.wrapupTime,
  timeout: row.timeout,
  unblock: row.unblock,
  strategy: row.strategy as QueueStrategy,
  queue_number: row.queueNumber,
  connect_to_last_agent: flag(row.connectToLastAgent),
  agent_search_period: row.agentSearchPeriod,
  is_active: flag(row.isActive),
  ...stamps(row),
});

export const toQueueMember = (row: typeof queueMembers.$inferSelect, username: string): QueueMember => ({
  id: row.id,
  queue_id: row.queueId,
  user_id: row.userId,
  username,
  workplace: row.workplace,
  auto_answer_seconds: row.autoAnswerSeconds,
  skill_level: row.skillLevel,
  ...stamps(row),
});

export const toQueueAction = (row: typeof queueActions.$inferSelect): QueueAction => ({
  id: row.id,
  queue_id: row.queueId,
  name: row.name,
  action: row.action as QueueActionKind,
  sound_file_id: row.soundFileId,
  time_from: row.timeFrom,
  time_to: row.timeTo,
  is_active: flag(row.isActive),
  ...stamps(row),
});

export const toQueueRule = (row: typeof queueRules.$inferSelect): QueueRule => ({
  id: row.id,
  queue_id: row.queueId,
  name: row.name,
  timeslot_id: row.timeslotId,
  increase_period: row.increasePeriod,
  increase_weight: row.increaseWeight,
  ...stamps(row),
});

export const toVipNumber = (row: typeof queueVipNumbers.$inferSelect): VipNumber => ({
  id: row.id,
  queue_id: row.queueId,
  calling_number: row.callingNumber,
  weight: row.weight,
  is_active: flag(row.isActive),
  ...stamps(row),
});

export const toBlackNumber = (row: typeof queueBlackNumbers.$inferSelect): BlackNumber => ({
  id: row.id,
  queue_id: row.queueId,
  calling_number: row.callingNumber,
  valid_to: row.validTo,
  is_active: flag(row.isActive),
  ...stamps(row),
});

export const toRingGroup = (row: typeof ringGroups.$inferSelect): RingGroup => ({
  id: row.id,
  name: row.name,
  ring_time: row.ringTime,
  strategy: row.strategy as RingGroupStrategy,
  moh_sound_file_id: row.mohSoundFileId,
  is_active: flag(row.isActive),
  ...stamps(row),
});

export const toRingGroupMember = (row: typeof ringGroupMembers.$inferSelect): RingGroupMember => ({
  id: row.id,
  ring_group_id: row.ringGroupId,
  name: row.name,
  number: row.number,
  ring_time: row.ringTime,
  user_id: row.userId,
  position: row.position,
  ...stamps(row),
});
