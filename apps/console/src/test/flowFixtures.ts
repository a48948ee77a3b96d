import { defaultFlowSettings, type Flow, type FlowVersion, newFlowGraph } from '@switchboard/contract';

const STAMP = '2026-11-20T09:00:00.000Z';

export const flow = (id: number, name: string, overrides: Partial<Flow> = {}): Flow => ({
  id,
  name,
  flow_type: 'inbound',
  client_number: '4930123456',
  is_active: 1,
  active_version_id: null,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

export const version = (id: number, name: string, overrides: Partial<FlowVersion> = {}): FlowVersion => ({
  id,
  flow_id: 4,
  name,
  description: '',
  is_active: 0,
  settings: defaultFlowSettings(),
  graph: newFlowGraph(),
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});
