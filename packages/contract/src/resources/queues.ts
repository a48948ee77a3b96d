/**
 * Queues and what hangs off them (members, actions, rules, VIP and black numbers: the 'queue
 * options' of spec §8's notices), and ring groups with their members, as resources (spec §2 queue
 * and ring group screens, §3). The options are nested: their paths carry the parent's id.
 */
import {
  createBlackNumberBody,
  createQueueActionBody,
  createQueueBody,
  createQueueMemberBody,
  createQueueRuleBody,
  createRingGroupBody,
  createRingGroupMemberBody,
  createVipNumberBody,
  updateBlackNumberBody,
  updateQueueActionBody,
  updateQueueBody,
  updateQueueMemberBody,
  updateQueueRuleBody,
  updateRingGroupBody,
  updateRingGroupMemberBody,
  updateVipNumberBody,
} from '../bodies/queues.js';
import { returns } from '../endpoint.js';
import type {
  BlackNumber,
  Queue,
  QueueAction,
  QueueMember,
  QueueRule,
  RingGroup,
  RingGroupMember,
  VipNumber,
} from '../entities/queues.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

/** Spec §3 Queues column set: description, is_active, priority (after the name that opens it). */
export const queueResource = defineResource({
  name: 'Queue',
  plural: 'Queues',
  key: 'queues',
  noun: defineMessage({ id: 'resource.noun.queue', defaultMessage: 'queue' }),
  entity: returns<Queue>(),
  path: '/admin/xpbx/queue',
  create: createQueueBody,
  update: updateQueueBody,
  title: 'name',
  columns: [
    { id: 'name', field: 'name', searchable: true },
    { id: 'description', field: 'description', searchable: true },
    { id: 'is_active', field: 'is_active', format: 'active' },
    { id: 'priority', field: 'priority' },
  ],
  toggle: true,
});

/** The queue's members: /admin/xpbx/queue/:queueId/member. */
export const queueMemberResource = defineResource({
  name: 'QueueMember',
  plural: 'QueueMembers',
  key: 'queue-members',
  noun: defineMessage({ id: 'resource.noun.queueOption', defaultMessage: 'queue option' }),
  entity: returns<QueueMember>(),
  path: '/admin/xpbx/queue/:queueId/member',
  create: createQueueMemberBody,
  update: updateQueueMemberBody,
  title: 'username',
  columns: [
    { id: 'username', field: 'username', searchable: true },
    { id: 'workplace', field: 'workplace', searchable: true },
    { id: 'auto_answer_seconds', field: 'auto_answer_seconds' },
    { id: 'skill_level', field: 'skill_level' },
  ],
});

/** The queue's actions: /admin/xpbx/queue/:queueId/action. */
export const queueActionResource = defineResource({
  name: 'QueueAction',
  plural: 'QueueActions',
  key: 'queue-actions',
  noun: defineMessage({ id: 'resource.noun.queueOption', defaultMessage: 'queue option' }),
  entity: returns<QueueAction>(),
  path: '/admin/xpbx/queue/:queueId/action',
  create: createQueueActionBody,
  update: updateQueueActionBody,
  title: 'name',
  columns: [
    { id: 'name', field: 'name', searchable: true },
    { id: 'action', field: 'action' },
    { id: 'sound_file_id', field: 'sound_file_id' },
    { id: 'time_from', field: 'time_from' },
    { id: 'time_to', field: 'time_to' },
    { id: 'is_active', field: 'is_active', format: 'active' },
  ],
  toggle: true,
});

/** The queue's rules: /admin/xpbx/queue/:queueId/rule. */
export const queueRuleResource = defineResource({
  name: 'QueueRule',
  plural: 'QueueRules',
  key: 'queue-rules',
  noun: defineMessage({ id: 'resource.noun.queueOption', defaultMessage: 'queue option' }),
  entity: returns<QueueRule>(),
  path: '/admin/xpbx/queue/:queueId/rule',
  create: createQueueRuleBody,
  update: updateQueueRuleBody,
  title: 'name',
  columns: [
    { id: 'name', field: 'name', searchable: true },
    { id: 'timeslot_id', field: 'timeslot_id' },
    { id: 'increase_period', field: 'increase_period' },
    { id: 'increase_weight', field: 'increase_weight' },
  ],
});

/** The queue's VIP numbers: /admin/xpbx/queue/:queueId/vip. */
export const vipNumberResource = defineResource({
  name: 'VipNumber',
  plural: 'VipNumbers',
  key: 'queue-vip-numbers',
  noun: defineMessage({ id: 'resource.noun.queueOption', defaultMessage: 'queue option' }),
  entity: returns<VipNumber>(),
  path: '/admin/xpbx/queue/:queueId/vip',
  create: createVipNumberBody,
  update: updateVipNumberBody,
  title: 'calling_number',
  columns: [
    { id: 'calling_number', field: 'calling_number', searchable: true, format: 'ltr' },
    { id: 'weight', field: 'weight' },
    { id: 'is_active', field: 'is_active', format: 'active' },
  ],
  toggle: true,
});

/** The queue's black numbers: /admin/xpbx/queue/:queueId/black. */
export const blackNumberResource = defineResource({
  name: 'BlackNumber',
  plural: 'BlackNumbers',
  key: 'queue-black-numbers',
  noun: defineMessage({ id: 'resource.noun.queueOption', defaultMessage: 'queue option' }),
  entity: returns<BlackNumber>(),
  path: '/admin/xpbx/queue/:queueId/black',
  create: createBlackNumberBody,
  update: updateBlackNumberBody,
  title: 'calling_number',
  columns: [
    { id: 'calling_number', field: 'calling_number', searchable: true, format: 'ltr' },
    { id: 'valid_to', field: 'valid_to', format: 'ltr' },
    { id: 'is_active', field: 'is_active', format: 'active' },
  ],
  toggle: true,
});

export const ringGroupResource = defineResource({
  name: 'RingGroup',
  plural: 'RingGroups',
  key: 'ring-groups',
  noun: defineMessage({ id: 'resource.noun.ringGroup', defaultMessage: 'ring group' }),
  entity: returns<RingGroup>(),
  path: '/admin/xpbx/ring-group',
  create: createRingGroupBody,
  update: updateRingGroupBody,
  title: 'name',
  columns: [
    { id: 'name', field: 'name', searchable: true },
    { id: 'ring_time', field: 'ring_time' },
    { id: 'strategy', field: 'strategy' },
    { id: 'is_active', field: 'is_active', format: 'active' },
  ],
  toggle: true,
});

/** The ring group's members, in `position` order: /admin/xpbx/ring-group/:ringGroupId/member. */
export const ringGroupMemberResource = defineResource({
  name: 'RingGroupMember',
  plural: 'RingGroupMembers',
  key: 'ring-group-members',
  noun: defineMessage({ id: 'resource.noun.member', defaultMessage: 'member' }),
  entity: returns<RingGroupMember>(),
  path: '/admin/xpbx/ring-group/:ringGroupId/member',
  create: createRingGroupMemberBody,
  update: updateRingGroupMemberBody,
  title: 'name',
  columns: [
    { id: 'position', field: 'position' },
    { id: 'name', field: 'name', searchable: true },
    { id: 'number', field: 'number', searchable: true, format: 'ltr' },
    { id: 'ring_time', field: 'ring_time' },
  ],
});
