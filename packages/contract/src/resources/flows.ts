/**
 * Call flows and their versions as resources (spec §2 flows, flow/{id}; §3 Flow, Flow version).
 * Versions are nested under their flow; a clone of either keeps the graph and settings ('Copy of …'; a
 * flow's copy takes every version along), and
 * activation, restore, diff and simulation are the extra entries of flows-endpoints.ts.
 */
import {
  createFlowBody,
  createFlowVersionBody,
  updateFlowBody,
  updateFlowVersionBody,
} from '../bodies/flows.js';
import { returns } from '../endpoint.js';
import type { Flow, FlowVersion } from '../entities/flows.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

export const flowResource = defineResource({
  name: 'Flow',
  plural: 'Flows',
  key: 'flows',
  noun: defineMessage({ id: 'resource.noun.flow', defaultMessage: 'flow' }),
  entity: returns<Flow>(),
  path: '/admin/xpbx/flow',
  create: createFlowBody,
  update: updateFlowBody,
  title: 'name',
  columns: [
    { id: 'name', field: 'name', searchable: true },
    { id: 'flow_type', field: 'flow_type' },
    { id: 'client_number', field: 'client_number', searchable: true, format: 'ltr' },
    { id: 'is_active', field: 'is_active', format: 'active' },
  ],
  toggle: true,
  // 'Copy of …' with a copy of every version, inactive (spec §2 row tooltips: clone for IVR).
  clone: true,
});

/** A flow's versions: /admin/xpbx/flow/:flowId/version. */
export const flowVersionResource = defineResource({
  name: 'FlowVersion',
  plural: 'FlowVersions',
  key: 'flow-versions',
  // The flow's list shows which version is active.
  invalidates: ['flows'],
  noun: defineMessage({ id: 'resource.noun.version', defaultMessage: 'version' }),
  entity: returns<FlowVersion>(),
  path: '/admin/xpbx/flow/:flowId/version',
  create: createFlowVersionBody,
  update: updateFlowVersionBody,
  title: 'name',
  columns: [
    { id: 'name', field: 'name', searchable: true },
    { id: 'description', field: 'description', searchable: true },
    { id: 'is_active', field: 'is_active', format: 'active' },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
  ],
  clone: true,
  export: false,
});
