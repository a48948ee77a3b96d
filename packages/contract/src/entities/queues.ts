/**
 * Queues with their members, actions, rules, VIP and black numbers, and ring groups with their
 * members (spec §3). Times are whole seconds; weights are whole numbers, higher = more important.
 */
import type { Flag, Timestamp } from './common.js';

/**
 * How a queue offers a call to its members: Asterisk's app_queue strategies, named as Asterisk
 * names them so the switch takes them unchanged.
 */
export const QUEUE_STRATEGIES = [
  'ringall',
  'leastrecent',
  'fewestcalls',
  'random',
  'rrmemory',
  'rrordered',
  'linear',
  'wrandom',
] as const;
export type QueueStrategy = (typeof QUEUE_STRATEGIES)[number];

export interface Queue {
  id: number;
  name: string;
  description: string;
  /** Order among the account's queues in lists and the flow editor; lower first. */
  priority: number;
  /** Higher weight: the queue's callers are served first by members shared with other queues. */
  weight: number;
  /** Seconds a member rests after a call before the next is offered. */
  wrapup_time: number;
  /** Seconds a member's phone rings before the call moves on. */
  timeout: number;
  /** Seconds after which a member who missed a call is offered calls again. */
  unblock: number;
  strategy: QueueStrategy;
  /** The internal number that dials the queue. */
  queue_number: string;
  /** A returning caller is offered first to the member who last talked to them. */
  connect_to_last_agent: Flag;
  /** Seconds to look back for that last member. */
  agent_search_period: number;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A PBX user of the account answering the queue's calls. */
export interface QueueMember {
  id: number;
  queue_id: number;
  user_id: number;
  /** The user's username, for lists. */
  username: string;
  workplace: string;
  /** 0: the member's phone rings; more: it answers itself after that many seconds. */
  auto_answer_seconds: number;
  /** Higher skill: offered the call first. */
  skill_level: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const QUEUE_ACTIONS = ['play_audio', 'play_moh'] as const;
export type QueueActionKind = (typeof QUEUE_ACTIONS)[number];

/**
 * What a waiting caller hears between `time_from` and `time_to` seconds of waiting: a sound file
 * (play_audio; the file is required) or music on hold (play_moh; a music file, or the default).
 */
export interface QueueAction {
  id: number;
  queue_id: number;
  name: string;
  action: QueueActionKind;
  /** The sound file played (the spec's 'value'). */
  sound_file_id: number | null;
  time_from: number;
  time_to: number;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** While timeslot `timeslot_id` is open, a caller gains `increase_weight` every `increase_period` s. */
export interface QueueRule {
  id: number;
  queue_id: number;
  name: string;
  timeslot_id: number;
  increase_period: number;
  increase_weight: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A caller whose number this is waits with the queue's weight plus `weight`. */
export interface VipNumber {
  id: number;
  queue_id: number;
  calling_number: string;
  weight: number;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A caller whose number this is is refused until the end of `valid_to` (YYYY-MM-DD; null: always). */
export interface BlackNumber {
  id: number;
  queue_id: number;
  calling_number: string;
  valid_to: string | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const RING_GROUP_STRATEGIES = ['ringall', 'random', 'ordered'] as const;
export type RingGroupStrategy = (typeof RING_GROUP_STRATEGIES)[number];

export interface RingGroup {
  id: number;
  name: string;
  /** Seconds the group rings before the call moves on. */
  ring_time: number;
  strategy: RingGroupStrategy;
  /** Music on hold: a sound file of filetype moh; null for the default. */
  moh_sound_file_id: number | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A number the group rings; `position` is the order of the ordered strategy (0 first). */
export interface RingGroupMember {
  id: number;
  ring_group_id: number;
  name: string;
  number: string;
  ring_time: number;
  user_id: number | null;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
