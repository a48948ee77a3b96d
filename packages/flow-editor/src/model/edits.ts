/**
 * The edits the editor makes to a call-flow graph, as pure functions: every one returns a new
 * graph (the history keeps the old one) and leaves the input untouched.
 */
import {
  defaultData,
  type FlowGraph,
  type FlowNode,
  type FlowNodeDataMap,
  type FlowNodeKind,
  type FlowPosition,
  outputsOf,
} from '@switchboard/contract';

/** An id for a new node of `kind` that no node of `graph` has yet. */
export function freshNodeId(graph: FlowGraph, kind: FlowNodeKind): string {
  const taken = new Set(graph.nodes.map((node) => node.id));
  let n = graph.nodes.length + 1;
  while (taken.has(`${kind}-${n}`)) n += 1;
  return `${kind}-${n}`;
}

/** Adds a node of `kind` with its default data; returns the graph and the new node's id. */
export function addNode(
  graph: FlowGraph,
  kind: FlowNodeKind,
  label: string,
  position: FlowPosition,
): { graph: FlowGraph; id: string } {
  const id = freshNodeId(graph, kind);
  const node = { id, kind, label, position, data: defaultData(kind) } as FlowNode;
  return { graph: { ...graph, nodes: [...graph.nodes, node] }, id };
}

/** Removes a node and every edge into or out of it. */
export function removeNode(graph: FlowGraph, id: string): FlowGraph {
  return {
    nodes: graph.nodes.filter((node) => node.id !== id),
    edges: graph.edges.filter((edge) => edge.source !== id && edge.target !== id),
  };
}

function updateNode(graph: FlowGraph, id: string, update: (node: FlowNode) => FlowNode): FlowGraph {
  return { ...graph, nodes: graph.nodes.map((node) => (node.id === id ? update(node) : node)) };
}

export const renameNode = (graph: FlowGraph, id: string, label: string) =>
  updateNode(graph, id, (node) => ({ ...node, label }));

export const moveNode = (graph: FlowGraph, id: string, position: FlowPosition) =>
  updateNode(graph, id, (node) => ({ ...node, position }));

/**
 * Replaces part of a node's data. Edges leaving outputs the node no longer has (a menu digit that
 * was taken away) go with them, so the graph never points at a missing output.
 */
export function setNodeData<K extends FlowNodeKind>(
  graph: FlowGraph,
  id: string,
  data: Partial<FlowNodeDataMap[K]>,
): FlowGraph {
  const next = updateNode(graph, id, (node) => ({ ...node, data: { ...node.data, ...data } }) as FlowNode);
  const node = next.nodes.find((candidate) => candidate.id === id);
  if (!node) return next;
  const outputs = new Set(outputsOf(node));
  return {
    ...next,
    edges: next.edges.filter((edge) => edge.source !== id || outputs.has(edge.output)),
  };
}

/** Where `output` of `source` leads, if anywhere. */
export const targetOf = (graph: FlowGraph, source: string, output: string) =>
  graph.edges.find((edge) => edge.source === source && edge.output === output)?.target ?? null;

/**
 * Sends `output` of `source` to `target`, replacing the output's previous edge (a call takes one
 * way out); `target` null disconnects the output.
 */
export function connect(graph: FlowGraph, source: string, output: string, target: string | null): FlowGraph {
  const edges = graph.edges.filter((edge) => !(edge.source === source && edge.output === output));
  if (target !== null) edges.push({ id: `${source}:${output}`, source, output, target });
  return { ...graph, edges };
}

/** Removes the edges with the given ids. */
export function removeEdges(graph: FlowGraph, ids: readonly string[]): FlowGraph {
  const gone = new Set(ids);
  return { ...graph, edges: graph.edges.filter((edge) => !gone.has(edge.id)) };
}
