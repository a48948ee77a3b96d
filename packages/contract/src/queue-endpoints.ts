/**
 * The endpoint table's queue and ring-group entries (spread into `endpoints`): the resources'
 * derived entries, and beside them the reorder of a ring group's members.
 */
import { reorderRingGroupMembersBody } from './bodies/queues.js';
import { returns } from './endpoint.js';
import type { RingGroupMember } from './entities/queues.js';
import {
  blackNumberResource,
  queueActionResource,
  queueMemberResource,
  queueResource,
  queueRuleResource,
  ringGroupMemberResource,
  ringGroupResource,
  vipNumberResource,
} from './resources/queues.js';

export const queueEndpoints = {
  ...queueResource.endpoints,
  ...queueMemberResource.endpoints,
  ...queueActionResource.endpoints,
  ...queueRuleResource.endpoints,
  ...vipNumberResource.endpoints,
  ...blackNumberResource.endpoints,
  ...ringGroupResource.endpoints,
  ...ringGroupMemberResource.endpoints,

  /** The ordered strategy's order: every member's id once, first rung first; answers the members. */
  reorderRingGroupMembers: {
    method: 'PUT',
    path: '/admin/xpbx/ring-group/:ringGroupId/member-order',
    body: reorderRingGroupMembersBody,
    response: returns<RingGroupMember[]>(),
    auth: 'verified',
  },
} as const;
