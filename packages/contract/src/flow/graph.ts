/**
 * The graph of a call-flow version (spec §1 visual call-flow editor, §3 Call-flow editor: nodes with
 * inputs, outputs and menu options, edges, queues and destinations). One model serves the API (the
 * stored version), the editor (`@switchboard/flow-editor`) and the simulator, so a version that
 * validates in the browser validates on the server.
 *
 * Every node has one input (a call arrives) except `start`, where the call enters; its outputs are
 * named ports (`outputsOf`), and an edge joins one output to one node. Terminal nodes (hang up,
 * voicemail) have no outputs.
 */

/** The node kinds, in the order the editor's palette offers them. */
export const FLOW_NODE_KINDS = [
  'start',
  'answer',
  'play_sound',
  'menu',
  'queue',
  'ring_group',
  'extension',
  'external_number',
  'voicemail',
  'timeslot',
  'hangup',
] as const;
export type FlowNodeKind = (typeof FLOW_NODE_KINDS)[number];

/** Keys a caller can press in a menu. */
export const MENU_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '*', '#'] as const;
export type MenuDigit = (typeof MENU_DIGITS)[number];

/** Seconds a menu waits for a key before its timeout branch. */
export const MENU_TIMEOUT = { min: 1, max: 60, default: 5 } as const;

/** What each kind carries. Ids point into the account's lists; null until chosen. */
export interface FlowNodeDataMap {
  start: Record<string, never>;
  answer: Record<string, never>;
  play_sound: { sound_file_id: number | null };
  menu: { prompt_sound_file_id: number | null; digits: MenuDigit[]; timeout_seconds: number };
  queue: { queue_id: number | null };
  ring_group: { ring_group_id: number | null };
  extension: { extension_id: number | null };
  external_number: { number: string };
  voicemail: { voicemail_id: number | null };
  timeslot: { timeslot_id: number | null };
  hangup: Record<string, never>;
}

export type FlowNodeData<K extends FlowNodeKind = FlowNodeKind> = FlowNodeDataMap[K];

export interface FlowPosition {
  x: number;
  y: number;
}

/** One node; `K` narrows `data` to its kind. */
export type FlowNode<K extends FlowNodeKind = FlowNodeKind> = {
  [Kind in K]: {
    /** Unique within the graph; also the id edges name. */
    id: string;
    kind: Kind;
    /** The name shown on the canvas and in the outline. */
    label: string;
    position: FlowPosition;
    data: FlowNodeDataMap[Kind];
  };
}[K];

/** A connection from one output of `source` to the input of `target`. */
export interface FlowEdge {
  id: string;
  source: string;
  /** One of `outputsOf(source)`. */
  output: string;
  target: string;
}

export interface FlowGraph {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

/** Limits a stored graph keeps (the body struct refuses more). */
export const FLOW_LIMITS = { nodes: 1000, edges: 4000, label: 200, id: 64, coordinate: 1_000_000 } as const;

/** The output of a menu node for `digit`. */
export const digitOutput = (digit: MenuDigit) => `digit:${digit}`;

/** The named outputs of a node, in the order the canvas draws them. */
export function outputsOf(node: FlowNode): string[] {
  switch (node.kind) {
    case 'start':
    case 'answer':
    case 'play_sound':
      return ['next'];
    case 'menu':
      return [...node.data.digits.map(digitOutput), 'timeout'];
    case 'queue':
      return ['timeout'];
    case 'ring_group':
    case 'extension':
    case 'external_number':
      return ['no_answer'];
    case 'timeslot':
      return ['open', 'closed'];
    case 'voicemail':
    case 'hangup':
      return [];
  }
}

/** Whether a call can arrive at the node (every kind but `start`). */
export const hasInput = (node: FlowNode) => node.kind !== 'start';

/** The data a new node of `kind` starts with. */
export function defaultData<K extends FlowNodeKind>(kind: K): FlowNodeDataMap[K] {
  const defaults: FlowNodeDataMap = {
    start: {},
    answer: {},
    play_sound: { sound_file_id: null },
    menu: { prompt_sound_file_id: null, digits: ['1', '2'], timeout_seconds: MENU_TIMEOUT.default },
    queue: { queue_id: null },
    ring_group: { ring_group_id: null },
    extension: { extension_id: null },
    external_number: { number: '' },
    voicemail: { voicemail_id: null },
    timeslot: { timeslot_id: null },
    hangup: {},
  };
  return structuredClone(defaults[kind]);
}

/** The graph of a new version: where the call enters. */
export function newFlowGraph(): FlowGraph {
  return {
    nodes: [{ id: 'start', kind: 'start', label: 'Incoming call', position: { x: 0, y: 0 }, data: {} }],
    edges: [],
  };
}
