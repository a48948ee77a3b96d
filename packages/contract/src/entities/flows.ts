/**
 * Call flows and their versions (spec §3 Flow, Flow version; §4 flow versions: create, clone,
 * activate, update, delete — exactly one active), the diff of two versions and a simulated call.
 */
import type { Explanation } from '../explanations.js';
import type { FlowEdge, FlowGraph, FlowNode, FlowNodeKind } from '../flow/graph.js';
import type { FlowIssue } from '../flow/validate.js';
import type { Flag, Timestamp } from './common.js';
import type { ValidationErrorBody } from './responses.js';

/**
 * What calls a flow handles: `inbound` (calls to the account's numbers), `outbound` (calls its users
 * place to the outside), `internal` (calls between its extensions).
 */
export const FLOW_TYPES = ['inbound', 'outbound', 'internal'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export interface Flow {
  id: number;
  name: string;
  flow_type: FlowType;
  /** The account's number the flow answers (inbound) or presents (outbound); '' when none. */
  client_number: string;
  is_active: Flag;
  /** The version calls take; null until one is activated. */
  active_version_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Languages a flow's built-in prompts can speak (the console's languages). */
export const FLOW_LANGUAGES = ['ar', 'bg', 'bn', 'de', 'en', 'es', 'ru'] as const;
export type FlowLanguage = (typeof FLOW_LANGUAGES)[number];

/** Longest call a flow may allow (0: no limit), in seconds. */
export const MAX_CALL_SECONDS = 86_400;

/** A version's "flow settings" (the Flow tab of that name shows the active version's). */
export interface FlowSettings {
  record_calls: Flag;
  language: FlowLanguage;
  /** The switch ends a call after this many seconds; 0: no limit. */
  max_call_seconds: number;
  /** Music on hold (a sound file of filetype moh); null: the default. */
  moh_sound_file_id: number | null;
}

export const defaultFlowSettings = (): FlowSettings => ({
  record_calls: 0,
  language: 'en',
  max_call_seconds: 0,
  moh_sound_file_id: null,
});

export interface FlowVersion {
  id: number;
  flow_id: number;
  name: string;
  description: string;
  /** Set only by activating a version; one version of a flow at most is active. */
  is_active: Flag;
  settings: FlowSettings;
  graph: FlowGraph;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A 422 refusing activation: `errors.graph` holds the messages, `issues` the whole issues for the canvas. */
export interface FlowActivationRefused extends ValidationErrorBody {
  issues: FlowIssue[];
}

// Diff ----------------------------------------------------------------------------------------

/** A node or edge in both versions, with the fields that differ ('label', 'position', 'data', …). */
export interface FlowChange<T> {
  id: string;
  before: T;
  after: T;
  fields: string[];
}

export interface FlowItemsDiff<T> {
  added: T[];
  removed: T[];
  changed: FlowChange<T>[];
}

/** A setting (or the version's name or description) that differs; undefined: not there. */
export interface FlowFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What changed from version `from` to version `to`. */
export interface FlowVersionDiff {
  from: { id: number; name: string };
  to: { id: number; name: string };
  nodes: FlowItemsDiff<FlowNode>;
  edges: FlowItemsDiff<FlowEdge>;
  /** The version's name, description and each setting that differs. */
  fields: FlowFieldChange[];
  /** Every node of either version by id (`to`'s where both have it): edges name nodes by id. */
  node_labels: Record<string, { label: string; kind: FlowNodeKind }>;
  /** Nothing differs. */
  same: boolean;
}

// Simulation ----------------------------------------------------------------------------------

/** One node the simulated call passed through. */
export interface SimulationStep {
  nodeId: string;
  kind: FlowNodeKind;
  label: string;
  /** The output the call left by; null where it stayed (the outcome's node). */
  output: string | null;
  /** Why: the key pressed, the timeslot's hours, the queue's decision and its reasons (`sim.*`, `timeslot.*`, `queue.*`). */
  explanation: Explanation[];
}

/**
 * How the simulated call ends:
 * - `connected`: it stays at a queue, ring group, extension or external number (answered there);
 * - `voicemail`: the caller leaves a message;
 * - `hangup`: a hang-up node ends it;
 * - `dead_end`: an output led nowhere (an invalid version);
 * - `step_limit`: the path went round more steps than SIMULATION_STEP_LIMIT (a loop);
 * - `no_start`: the graph has no start node.
 */
export const SIMULATION_OUTCOMES = [
  'connected',
  'voicemail',
  'hangup',
  'dead_end',
  'step_limit',
  'no_start',
] as const;
export type SimulationOutcomeKind = (typeof SIMULATION_OUTCOMES)[number];

export interface CallSimulation {
  /** The version simulated. */
  version: { id: number; name: string } | null;
  steps: SimulationStep[];
  outcome: { kind: SimulationOutcomeKind; nodeId: string | null; explanation: Explanation[] };
  /** Key presses no menu consumed. */
  unused_keys: string[];
}
