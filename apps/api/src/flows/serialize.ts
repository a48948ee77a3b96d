/** Flow and flow-version rows → the contract's wire shapes. */
import type { Flag, Flow, FlowType, FlowVersion } from '@switchboard/contract';
import type { flows, flowVersions } from '../db/schema.js';

const flag = (value: boolean): Flag => (value ? 1 : 0);
const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toFlow = (row: typeof flows.$inferSelect, activeVersionId: number | null): Flow => ({
  id: row.id,
  name: row.name,
  flow_type: row.flowType as FlowType,
  client_number: row.clientNumber,
  is_active: flag(row.isActive),
  active_version_id: activeVersionId,
  ...stamps(row),
});

export const toFlowVersion = (row: typeof flowVersions.$inferSelect): FlowVersion => ({
  id: row.id,
  flow_id: row.flowId,
  name: row.name,
  description: row.description,
  is_active: flag(row.isActive),
  settings: row.settings,
  graph: row.graph,
  ...stamps(row),
});
