import type {
  BlackNumber,
  Queue,
  QueueAction,
  QueueMember,
  QueueRule,
  RingGroup,
  RingGroupMember,
  VipNumber,
} from '@switchboard/contract';

const STAMP = '2026-01-01T09:00:00.000Z';
const stamps = { created_at: STAMP, updated_at: STAMP };

export const queue = (id: number, name: string, overrides: Partial<Queue> = {}): Queue => ({
  id,
  name,
  description: '',
  priority: 0,
  weight: 0,
  wrapup_time: 5,
  timeout: 15,
  unblock: 0,
  strategy: 'ringall',
  queue_number: String(600 + id),
  connect_to_last_agent: 0,
  agent_search_period: 0,
  is_active: 1,
  ...stamps,
  ...overrides,
});

export const queueMember = (id: number, queueId: number, userId: number, username: string): QueueMember => ({
  id,
  queue_id: queueId,
  user_id: userId,
  username,
  workplace: '',
  auto_answer_seconds: 0,
  skill_level: 50,
  ...stamps,
});

export const queueAction = (
  id: number,
  queueId: number,
  overrides: Partial<QueueAction> = {},
): QueueAction => ({
  id,
  queue_id: queueId,
  name: 'Welcome',
  action: 'play_audio',
  sound_file_id: null,
  time_from: 0,
  time_to: 30,
  is_active: 1,
  ...stamps,
  ...overrides,
});

export const queueRule = (id: number, queueId: number, timeslotId: number): QueueRule => ({
  id,
  queue_id: queueId,
  name: 'Rush hour',
  timeslot_id: timeslotId,
  increase_period: 60,
  increase_weight: 2,
  ...stamps,
});

export const vipNumber = (id: number, queueId: number, number: string, weight = 10): VipNumber => ({
  id,
  queue_id: queueId,
  calling_number: number,
  weight,
  is_active: 1,
  ...stamps,
});

export const blackNumber = (
  id: number,
  queueId: number,
  number: string,
  validTo: string | null,
): BlackNumber => ({
  id,
  queue_id: queueId,
  calling_number: number,
  valid_to: validTo,
  is_active: 1,
  ...stamps,
});

export const ringGroup = (id: number, name: string, overrides: Partial<RingGroup> = {}): RingGroup => ({
  id,
  name,
  ring_time: 30,
  strategy: 'ordered',
  moh_sound_file_id: null,
  is_active: 1,
  ...stamps,
  ...overrides,
});

export const ringGroupMember = (
  id: number,
  ringGroupId: number,
  name: string,
  number: string,
  position: number,
): RingGroupMember => ({
  id,
  ring_group_id: ringGroupId,
  name,
  number,
  ring_time: 30,
  user_id: null,
  position,
  ...stamps,
});
