/**
 * The endpoint table's queue and ring-group entries (spread into `endpoints`): the resources'
 * derived entries, and beside them the reorder of a ring group's members.
 */
import { reorderRingGroupMembersBody } from './bodies/queues.js';
import { returns } from './endpoint.js';
import type { RingGroupMember } from './entities/queues.js';

export const queueEndpoints = {
  /** The ordered strategy's order: every member's id once, first rung first; answers the members. */
  reorderRingGroupMembers: {
    method: 'PUT',
    path: '/admin/xpbx/ring-group/:ringGroupId/member-order',
    body: reorderRingGroupMembersBody,
    response: returns<RingGroupMember[]>(),
    auth: 'verified',
  },
} as const;
