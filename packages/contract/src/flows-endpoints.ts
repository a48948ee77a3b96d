/**
 * The endpoint table's flow entries (spread into `endpoints`): the flow and version resources, and
 * beside them activating a version (exactly one active per flow; refused with 422 and the
 * validation issues while `validateFlow` finds any), restoring an old version as a new draft, the
 * diff of two versions and the call simulator.
 */

import { emptyBody } from './bodies/empty.js';
import { flowDiffBody, simulateCallBody } from './bodies/flows.js';
import { returns } from './endpoint.js';
import type { CallSimulation, FlowVersion, FlowVersionDiff } from './entities/flows.js';

export const flowEndpoints = {
  /** Makes the version the flow's one active version; 422 `FlowActivationRefused` when it has issues. */
  activateFlowVersion: {
    method: 'POST',
    path: '/admin/xpbx/flow/:flowId/version/:id/activate',
    body: emptyBody,
    response: returns<FlowVersion>(),
    auth: 'verified',
  },
  /** An old version's graph and settings as a new inactive draft ('… (restored)'). */
  restoreFlowVersion: {
    method: 'POST',
    path: '/admin/xpbx/flow/:flowId/version/:id/restore',
    body: emptyBody,
    response: returns<FlowVersion>(),
    auth: 'verified',
  },
  /** What `to_version_id` adds, changes and removes against `from_version_id` (diffFlowVersions). */
  diffFlowVersions: {
    method: 'POST',
    path: '/admin/xpbx/flow/:flowId/diff',
    body: flowDiffBody,
    response: returns<FlowVersionDiff>(),
    auth: 'verified',
    readOnly: true,
  },
  /** A call walked through a version (the active one unless named) with the account's timeslots and queues. */
  simulateFlowCall: {
    method: 'POST',
    path: '/admin/xpbx/flow/:flowId/simulate',
    body: simulateCallBody,
    response: returns<CallSimulation>(),
    auth: 'verified',
    readOnly: true,
  },
} as const;
