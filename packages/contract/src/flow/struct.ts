/**
 * The struct of a stored call-flow graph (a version's `graph`). It guards the shape — limits, finite
 * coordinates, each kind's data, unique ids — and nothing of the flow's sense: a graph with
 * `validateFlow` issues is a storable draft, only activation refuses it.
 */
import { integerIn } from '@switchboard/forms';
import {
  array,
  define,
  dynamic,
  enums,
  literal,
  nullable,
  object,
  refine,
  type Struct,
  size,
  string,
} from 'superstruct';
import {
  FLOW_LIMITS,
  FLOW_NODE_KINDS,
  type FlowEdge,
  type FlowGraph,
  type FlowNode,
  type FlowNodeDataMap,
  type FlowNodeKind,
  MENU_DIGITS,
  MENU_TIMEOUT,
} from './graph.js';

/** Node and edge ids, and output names: printable, no spaces, within FLOW_LIMITS.id. */
const ID_PATTERN = /^[\w.:-]+$/;
const flowId = () =>
  refine(size(string(), 1, FLOW_LIMITS.id), 'id', (value) => ID_PATTERN.test(value) || 'Enter valid id');

const coordinate = () =>
  define<number>(
    'coordinate',
    (value) =>
      typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= FLOW_LIMITS.coordinate,
  );

/** An id into the account's lists (sound files, queues, …), or null until chosen. */
const choice = () => nullable(integerIn(1));

const empty = object({});
const dataStructs: { [K in FlowNodeKind]: Struct<FlowNodeDataMap[K], unknown> } = {
  start: empty as Struct<FlowNodeDataMap['start'], unknown>,
  answer: empty as Struct<FlowNodeDataMap['answer'], unknown>,
  play_sound: object({ sound_file_id: choice() }),
  menu: object({
    prompt_sound_file_id: choice(),
    // Duplicates are a validation issue, not a shape error: the editor stores what the user typed.
    digits: size(array(enums(MENU_DIGITS)), 0, MENU_DIGITS.length),
    timeout_seconds: integerIn(MENU_TIMEOUT.min, MENU_TIMEOUT.max),
  }),
  queue: object({ queue_id: choice() }),
  ring_group: object({ ring_group_id: choice() }),
  extension: object({ extension_id: choice() }),
  // Empty or not a number is a validation issue (missing_target).
  external_number: object({ number: size(string(), 0, 32) }),
  voicemail: object({ voicemail_id: choice() }),
  timeslot: object({ timeslot_id: choice() }),
  hangup: empty as Struct<FlowNodeDataMap['hangup'], unknown>,
};

const nodeStructs = Object.fromEntries(
  FLOW_NODE_KINDS.map((kind) => [
    kind,
    object({
      id: flowId(),
      kind: literal(kind),
      label: size(string(), 0, FLOW_LIMITS.label),
      position: object({ x: coordinate(), y: coordinate() }),
      data: dataStructs[kind] as Struct<unknown, unknown>,
    }),
  ]),
) as Record<FlowNodeKind, Struct<unknown, unknown>>;

/** A node: its kind chooses the struct of its data. */
export const flowNodeStruct = dynamic<FlowNode>((value) => {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return (
    typeof kind === 'string' && (FLOW_NODE_KINDS as readonly string[]).includes(kind)
      ? nodeStructs[kind as FlowNodeKind]
      : object({ kind: enums(FLOW_NODE_KINDS) })
  ) as Struct<FlowNode, unknown>;
});

export const flowEdgeStruct: Struct<FlowEdge, unknown> = object({
  id: flowId(),
  source: flowId(),
  output: flowId(),
  target: flowId(),
});

function firstDuplicate(ids: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/** A stored graph: within FLOW_LIMITS, node ids unique, edge ids unique. */
export const flowGraphStruct: Struct<FlowGraph, unknown> = refine(
  object({
    nodes: size(array(flowNodeStruct), 0, FLOW_LIMITS.nodes),
    edges: size(array(flowEdgeStruct), 0, FLOW_LIMITS.edges),
  }),
  'unique ids',
  (graph) => {
    const node = firstDuplicate(graph.nodes.map((n) => n.id));
    if (node !== undefined) return `Node id "${node}" is used twice`;
    const edge = firstDuplicate(graph.edges.map((e) => e.id));
    if (edge !== undefined) return `Edge id "${edge}" is used twice`;
    return true;
  },
);
