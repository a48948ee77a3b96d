/**
 * Auto layout: a small layered layout of our own rather than a dependency (dagre, elkjs): call
 * flows are shallow trees with a few loops back to a menu, so columns by distance from the start
 * read well, and ~60 lines cost less than 100+ kB of a general graph-layout engine in the editor's
 * chunk.
 */
import { type FlowGraph, type FlowNode, outputsOf } from '@switchboard/contract';

/** A node's width on the canvas; fixed so the right-to-left mirror is exact. */
export const NODE_WIDTH = 200;
export const COLUMN_GAP = 60;
export const ROW_GAP = 32;

/** The height a node is drawn with (header, label, one row per output), for stacking. */
export const nodeHeight = (node: FlowNode) => 72 + 26 * outputsOf(node).length;

/**
 * Columns by the shortest distance from the start (breadth first, outputs in their drawn order, so
 * a menu's branches keep their key order top to bottom); nodes no call reaches go in a last column.
 * Columns are centred on the tallest one. Returns the graph with new positions. `heightOf` gives a
 * node's height as drawn (the canvas measures it: a card lists its problems, so it grows beyond
 * `nodeHeight`), and nodes of a column stack by it without overlapping.
 */
export function layeredLayout(
  graph: FlowGraph,
  heightOf: (node: FlowNode) => number = nodeHeight,
): FlowGraph {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const next = new Map<string, string[]>();
  for (const node of graph.nodes) {
    const targets = outputsOf(node).flatMap((output) =>
      graph.edges
        .filter((edge) => edge.source === node.id && edge.output === output)
        .map((edge) => edge.target),
    );
    next.set(node.id, targets);
  }
  const layer = new Map<string, number>();
  const queue = graph.nodes.filter((node) => node.kind === 'start').map((node) => node.id);
  for (const id of queue) layer.set(id, 0);
  for (let i = 0; i < queue.length; i += 1) {
    const id = queue[i]!;
    for (const target of next.get(id) ?? []) {
      if (!byId.has(target) || layer.has(target)) continue;
      layer.set(target, layer.get(id)! + 1);
      queue.push(target);
    }
  }
  const lastLayer = Math.max(-1, ...layer.values()) + 1;
  const columns: FlowNode[][] = [];
  // Reached nodes in the order they were reached, then the others in the graph's order.
  const ordered = [...queue.map((id) => byId.get(id)!), ...graph.nodes.filter((node) => !layer.has(node.id))];
  for (const node of ordered) {
    const column = layer.get(node.id) ?? lastLayer;
    columns[column] = [...(columns[column] ?? []), node];
  }
  const columnHeight = (column: FlowNode[]) =>
    column.reduce((sum, node) => sum + heightOf(node), 0) + ROW_GAP * (column.length - 1);
  const tallest = Math.max(0, ...columns.map((column) => (column ? columnHeight(column) : 0)));
  const positions = new Map<string, { x: number; y: number }>();
  columns.forEach((column, index) => {
    if (!column) return;
    let y = Math.round((tallest - columnHeight(column)) / 2);
    for (const node of column) {
      positions.set(node.id, { x: index * (NODE_WIDTH + COLUMN_GAP), y });
      y += heightOf(node) + ROW_GAP;
    }
  });
  return {
    ...graph,
    nodes: graph.nodes.map((node) => ({ ...node, position: positions.get(node.id) ?? node.position })),
  };
}

/**
 * Where a node added next to `anchor` goes: one column further along, moved down past any node
 * already there, so a click-added node never lands on top of another.
 */
export function placeNear(graph: FlowGraph, anchor: { x: number; y: number } | undefined) {
  const position = anchor ? { x: anchor.x + NODE_WIDTH + COLUMN_GAP, y: anchor.y } : { x: 0, y: 0 };
  const overlaps = () =>
    graph.nodes.some(
      (node) =>
        Math.abs(node.position.x - position.x) < NODE_WIDTH && Math.abs(node.position.y - position.y) < 100,
    );
  while (overlaps()) position.y += 120;
  return position;
}
