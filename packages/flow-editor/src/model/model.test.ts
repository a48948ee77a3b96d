import { type FlowGraph, newFlowGraph } from '@switchboard/contract';
import { describe, expect, it } from 'vitest';
import { addNode, connect, removeNode, renameNode, setNodeData, targetOf } from './edits';
import { emptyHistory, recordEdit, redo, undo } from './history';
import { layeredLayout, NODE_WIDTH, placeNear } from './layout';
import { mirrorX } from './mirror';

/** start → menu (1 → queue, 2 → voicemail, timeout → menu itself), and a stray hang up. */
function menuGraph(): FlowGraph {
  let graph = newFlowGraph();
  graph = addNode(graph, 'menu', 'Main menu', { x: 0, y: 0 }).graph;
  graph = addNode(graph, 'queue', 'Sales', { x: 0, y: 0 }).graph;
  graph = addNode(graph, 'voicemail', 'Mailbox', { x: 0, y: 0 }).graph;
  graph = addNode(graph, 'hangup', 'Bye', { x: 0, y: 0 }).graph;
  const [, menu, queue, voicemail] = graph.nodes.map((node) => node.id);
  graph = connect(graph, 'start', 'next', menu!);
  graph = connect(graph, menu!, 'digit:1', queue!);
  graph = connect(graph, menu!, 'digit:2', voicemail!);
  return connect(graph, menu!, 'timeout', menu!);
}

describe('graph edits', () => {
  it('adds nodes with fresh ids and their kind’s default data', () => {
    const graph = menuGraph();
    expect(new Set(graph.nodes.map((node) => node.id)).size).toBe(5);
    expect(graph.nodes[1]).toMatchObject({ kind: 'menu', label: 'Main menu', data: { digits: ['1', '2'] } });
  });

  it('gives an output one way out: connecting again replaces, null disconnects', () => {
    let graph = menuGraph();
    const menu = graph.nodes[1]!.id;
    const hangup = graph.nodes[4]!.id;
    graph = connect(graph, menu, 'digit:1', hangup);
    expect(graph.edges.filter((edge) => edge.source === menu && edge.output === 'digit:1')).toHaveLength(1);
    expect(targetOf(graph, menu, 'digit:1')).toBe(hangup);
    graph = connect(graph, menu, 'digit:1', null);
    expect(targetOf(graph, menu, 'digit:1')).toBeNull();
  });

  it('removes a node with its edges in and out', () => {
    const graph = menuGraph();
    const menu = graph.nodes[1]!.id;
    const next = removeNode(graph, menu);
    expect(next.nodes.map((node) => node.id)).not.toContain(menu);
    expect(next.edges).toEqual([]);
  });

  it('drops the edges of outputs a data change takes away', () => {
    const graph = menuGraph();
    const menu = graph.nodes[1]!.id;
    const next = setNodeData(graph, menu, { digits: ['2'] });
    expect(targetOf(next, menu, 'digit:1')).toBeNull();
    expect(targetOf(next, menu, 'digit:2')).not.toBeNull();
  });

  it('renames without touching the input graph', () => {
    const graph = menuGraph();
    const next = renameNode(graph, 'start', 'Main line');
    expect(next.nodes[0]!.label).toBe('Main line');
    expect(graph.nodes[0]!.label).toBe('Incoming call');
  });
});

describe('history', () => {
  it('undoes and redoes whole graphs; a new edit clears redo', () => {
    const a = newFlowGraph();
    const b = renameNode(a, 'start', 'B');
    const c = renameNode(b, 'start', 'C');
    let history = recordEdit(recordEdit(emptyHistory(), a), b);
    const back = undo(history, c)!;
    expect(back.graph).toBe(b);
    const again = redo(back.history, back.graph)!;
    expect(again.graph).toBe(c);
    history = recordEdit(back.history, b);
    expect(redo(history, c)).toBeNull();
    expect(undo(emptyHistory(), a)).toBeNull();
  });
});

describe('layered layout', () => {
  it('puts nodes in columns by distance from the start, unreachable ones last', () => {
    const graph = layeredLayout(menuGraph());
    const x = Object.fromEntries(graph.nodes.map((node) => [node.label, node.position.x]));
    expect(x['Incoming call']).toBe(0);
    expect(x['Main menu']).toBeGreaterThan(x['Incoming call']!);
    expect(x.Sales).toBeGreaterThan(x['Main menu']!);
    expect(x.Mailbox).toBe(x.Sales);
    expect(x.Bye).toBeGreaterThan(x.Sales!);
  });

  it('keeps a menu’s branches in key order, top to bottom, without overlap', () => {
    const graph = layeredLayout(menuGraph());
    const sales = graph.nodes.find((node) => node.label === 'Sales')!;
    const mailbox = graph.nodes.find((node) => node.label === 'Mailbox')!;
    expect(mailbox.position.y).toBeGreaterThan(sales.position.y + 90);
  });

  it('stacks a column by the heights the nodes are drawn with', () => {
    // Cards listing their problems are taller than their outputs alone; none may cover the next.
    const graph = layeredLayout(menuGraph(), (node) => (node.label === 'Sales' ? 240 : 100));
    const sales = graph.nodes.find((node) => node.label === 'Sales')!;
    const mailbox = graph.nodes.find((node) => node.label === 'Mailbox')!;
    expect(mailbox.position.y).toBeGreaterThanOrEqual(sales.position.y + 240);
  });

  it('places a click-added node beside its anchor, past nodes already there', () => {
    const graph = newFlowGraph();
    const first = placeNear(graph, { x: 0, y: 0 });
    expect(first.x).toBeGreaterThan(NODE_WIDTH);
    const crowded = addNode(graph, 'answer', 'A', first).graph;
    expect(placeNear(crowded, { x: 0, y: 0 }).y).toBeGreaterThan(first.y);
  });
});

describe('right-to-left mirror', () => {
  it('mirrors a node’s box about x = 0 and back', () => {
    expect(mirrorX(100, 'ltr')).toBe(100);
    expect(mirrorX(100, 'rtl')).toBe(-100 - NODE_WIDTH);
    expect(mirrorX(mirrorX(340, 'rtl'), 'rtl')).toBe(340);
  });
});
