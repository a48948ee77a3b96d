/**
 * What is wrong with a call-flow graph (spec §1: validation shown on the canvas; issue 11: a version
 * with errors cannot be activated). The editor draws these issues on its nodes and edges, the API
 * refuses activation while any remain; a graph with issues is still storable as a draft.
 */
import {
  type FlowEdge,
  type FlowGraph,
  type FlowNode,
  hasInput,
  type MenuDigit,
  outputsOf,
} from './graph.js';

/**
 * - `no_start` / `multiple_starts`: a graph has exactly one start node;
 * - `unreachable`: no path leads from the start to the node;
 * - `unconnected_output`: an output leads nowhere (a menu's timeout has its own code);
 * - `menu_without_timeout`: a menu's 'timeout' output leads nowhere;
 * - `missing_target`: the queue, ring group, extension, voicemail, timeslot or sound of a node is not
 *   chosen, or an external number is empty or not a number;
 * - `unknown_node` / `unknown_output`: an edge names a node or an output that does not exist;
 * - `output_used_twice`: two edges leave the same output (a call can take only one);
 * - `duplicate_digit`: a menu offers the same key twice;
 * - `input_into_start`: an edge ends at the start node, which has no input.
 */
export const FLOW_ISSUE_CODES = [
  'no_start',
  'multiple_starts',
  'unreachable',
  'unconnected_output',
  'menu_without_timeout',
  'missing_target',
  'unknown_node',
  'unknown_output',
  'output_used_twice',
  'duplicate_digit',
  'input_into_start',
] as const;
export type FlowIssueCode = (typeof FLOW_ISSUE_CODES)[number];

export interface FlowIssue {
  code: FlowIssueCode;
  /** The node the issue is drawn on. */
  nodeId?: string;
  /** The edge the issue is drawn on. */
  edgeId?: string;
  /** The output of `nodeId` concerned. */
  output?: string;
  /** An English sentence for the editor's list and the API's 422 answer. */
  message: string;
}

/** An external number the switch can dial: digits after an optional +, 3 to 20 of them. */
export const EXTERNAL_NUMBER_PATTERN = /^\+?\d{3,20}$/;

const quoted = (node: FlowNode) => `"${node.label || node.id}"`;

/** The data field a node's kind must have chosen, and what it is called in a sentence. */
function missingTarget(node: FlowNode): string | null {
  switch (node.kind) {
    case 'play_sound':
      return node.data.sound_file_id === null ? 'no sound file is chosen' : null;
    case 'queue':
      return node.data.queue_id === null ? 'no queue is chosen' : null;
    case 'ring_group':
      return node.data.ring_group_id === null ? 'no ring group is chosen' : null;
    case 'extension':
      return node.data.extension_id === null ? 'no extension is chosen' : null;
    case 'voicemail':
      return node.data.voicemail_id === null ? 'no voicemail is chosen' : null;
    case 'timeslot':
      return node.data.timeslot_id === null ? 'no timeslot is chosen' : null;
    case 'external_number':
      if (node.data.number.trim() === '') return 'no number is entered';
      return EXTERNAL_NUMBER_PATTERN.test(node.data.number)
        ? null
        : `"${node.data.number}" is not a phone number`;
    default:
      return null;
  }
}

/** Every issue of `graph`, in a stable order: the start, then node by node, then edges. */
export function validateFlow(graph: FlowGraph): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const nodes = new Map<string, FlowNode>();
  for (const node of graph.nodes) if (!nodes.has(node.id)) nodes.set(node.id, node);

  const starts = graph.nodes.filter((node) => node.kind === 'start');
  if (starts.length === 0) issues.push({ code: 'no_start', message: 'The flow has no start node.' });
  for (const extra of starts.slice(1)) {
    issues.push({
      code: 'multiple_starts',
      nodeId: extra.id,
      message: `${quoted(extra)} is a second start node; a flow has exactly one.`,
    });
  }

  // Edges that are sound, grouped by their output; the rest become issues below.
  const leaving = new Map<string, FlowEdge[]>();
  const edgeIssues: FlowIssue[] = [];
  for (const edge of graph.edges) {
    const source = nodes.get(edge.source);
    const target = nodes.get(edge.target);
    if (!source || !target) {
      const missing = source ? edge.target : edge.source;
      edgeIssues.push({
        code: 'unknown_node',
        edgeId: edge.id,
        message: `A connection names node "${missing}", which does not exist.`,
      });
      continue;
    }
    if (!outputsOf(source).includes(edge.output)) {
      edgeIssues.push({
        code: 'unknown_output',
        edgeId: edge.id,
        nodeId: source.id,
        output: edge.output,
        message: `${quoted(source)} has no output "${edge.output}".`,
      });
      continue;
    }
    if (!hasInput(target)) {
      edgeIssues.push({
        code: 'input_into_start',
        edgeId: edge.id,
        nodeId: target.id,
        message: `A connection from ${quoted(source)} ends at the start node, where calls only enter.`,
      });
      continue;
    }
    const key = `${source.id}\u0000${edge.output}`;
    const list = leaving.get(key);
    if (list) {
      list.push(edge);
      edgeIssues.push({
        code: 'output_used_twice',
        edgeId: edge.id,
        nodeId: source.id,
        output: edge.output,
        message: `Output "${edge.output}" of ${quoted(source)} has more than one connection.`,
      });
    } else leaving.set(key, [edge]);
  }

  const reachable = reachableFrom(starts[0], leaving);
  for (const node of nodes.values()) {
    if (node.kind !== 'start' && starts.length > 0 && !reachable.has(node.id)) {
      issues.push({
        code: 'unreachable',
        nodeId: node.id,
        message: `No path from the start leads to ${quoted(node)}.`,
      });
    }
    const missing = missingTarget(node);
    if (missing)
      issues.push({ code: 'missing_target', nodeId: node.id, message: `In ${quoted(node)} ${missing}.` });
    if (node.kind === 'menu') {
      const seen = new Set<MenuDigit>();
      for (const digit of node.data.digits) {
        if (seen.has(digit)) {
          issues.push({
            code: 'duplicate_digit',
            nodeId: node.id,
            output: `digit:${digit}`,
            message: `${quoted(node)} offers key ${digit} more than once.`,
          });
        }
        seen.add(digit);
      }
    }
    for (const output of new Set(outputsOf(node))) {
      if (leaving.has(`${node.id}\u0000${output}`)) continue;
      issues.push(
        node.kind === 'menu' && output === 'timeout'
          ? {
              code: 'menu_without_timeout',
              nodeId: node.id,
              output,
              message: `${quoted(node)} has no timeout branch: a caller who presses nothing is left without a path.`,
            }
          : {
              code: 'unconnected_output',
              nodeId: node.id,
              output,
              message: `Output "${output}" of ${quoted(node)} leads nowhere.`,
            },
      );
    }
  }
  return [...issues, ...edgeIssues];
}

/** Ids of the nodes a call can reach from `start` over sound edges. */
function reachableFrom(start: FlowNode | undefined, leaving: ReadonlyMap<string, FlowEdge[]>): Set<string> {
  const reached = new Set<string>();
  if (!start) return reached;
  const next = new Map<string, string[]>();
  for (const edges of leaving.values()) {
    for (const edge of edges) {
      const targets = next.get(edge.source);
      if (targets) targets.push(edge.target);
      else next.set(edge.source, [edge.target]);
    }
  }
  const queue = [start.id];
  reached.add(start.id);
  while (queue.length > 0) {
    const id = queue.pop() as string;
    for (const target of next.get(id) ?? []) {
      if (reached.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return reached;
}
