import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FLOW_LIMITS, type FlowEdge, type FlowGraph, type FlowNode, newFlowGraph } from './graph.js';
import { flowGraphStruct } from './struct.js';
import { validateFlow } from './validate.js';

const at = { x: 0, y: 0 };
const edge = (source: string, output: string, target: string): FlowEdge => ({
  id: `${source}-${output}-${target}`,
  source,
  output,
  target,
});

/** start → answer → menu (1: queue, 2: voicemail, timeout: hangup); queue timeout → hangup. */
function sound(): FlowGraph {
  const nodes: FlowNode[] = [
    { id: 'start', kind: 'start', label: 'Incoming call', position: at, data: {} },
    { id: 'answer', kind: 'answer', label: 'Answer', position: at, data: {} },
    {
      id: 'menu',
      kind: 'menu',
      label: 'Main menu',
      position: at,
      data: { prompt_sound_file_id: 3, digits: ['1', '2'], timeout_seconds: 5 },
    },
    { id: 'sales', kind: 'queue', label: 'Sales', position: at, data: { queue_id: 7 } },
    { id: 'mail', kind: 'voicemail', label: 'Mailbox', position: at, data: { voicemail_id: 2 } },
    { id: 'bye', kind: 'hangup', label: 'Hang up', position: at, data: {} },
  ];
  return {
    nodes,
    edges: [
      edge('start', 'next', 'answer'),
      edge('answer', 'next', 'menu'),
      edge('menu', 'digit:1', 'sales'),
      edge('menu', 'digit:2', 'mail'),
      edge('menu', 'timeout', 'bye'),
      edge('sales', 'timeout', 'bye'),
    ],
  };
}

const codes = (graph: FlowGraph) =>
  validateFlow(graph).map((issue) => [issue.code, issue.edgeId ?? issue.nodeId]);

describe('validateFlow', () => {
  it('finds nothing wrong with a sound flow', () => {
    expect(validateFlow(sound())).toEqual([]);
  });

  it("names the new version's lone start output as leading nowhere", () => {
    expect(validateFlow(newFlowGraph())).toEqual([
      {
        code: 'unconnected_output',
        nodeId: 'start',
        output: 'next',
        message: 'Output "next" of "Incoming call" leads nowhere.',
      },
    ]);
  });

  it('requires exactly one start', () => {
    const graph = sound();
    expect(codes({ ...graph, nodes: graph.nodes.filter((n) => n.id !== 'start') })).toContainEqual([
      'no_start',
      undefined,
    ]);
    graph.nodes.push({ id: 'start2', kind: 'start', label: 'Again', position: at, data: {} });
    expect(codes(graph)).toContainEqual(['multiple_starts', 'start2']);
  });

  it('finds unreachable nodes and a menu without its timeout branch', () => {
    const graph = sound();
    graph.edges = graph.edges.filter((e) => e.source !== 'menu' || e.output !== 'timeout');
    graph.nodes.push({ id: 'lost', kind: 'hangup', label: 'Lost', position: at, data: {} });
    expect(codes(graph)).toEqual([
      ['menu_without_timeout', 'menu'],
      ['unreachable', 'lost'],
    ]);
    expect(validateFlow(graph)[0]?.output).toBe('timeout');
  });

  it('finds unconnected outputs of non-menu nodes', () => {
    const graph = sound();
    graph.edges = graph.edges.filter((e) => e.source !== 'sales');
    expect(validateFlow(graph)).toEqual([
      {
        code: 'unconnected_output',
        nodeId: 'sales',
        output: 'timeout',
        message: 'Output "timeout" of "Sales" leads nowhere.',
      },
    ]);
  });

  it('finds targets not chosen and external numbers that cannot be dialled', () => {
    const graph = sound();
    const queue = graph.nodes.find((n) => n.id === 'sales');
    if (queue?.kind === 'queue') queue.data.queue_id = null;
    graph.nodes.push(
      { id: 'far', kind: 'external_number', label: 'Far', position: at, data: { number: '' } },
      { id: 'bad', kind: 'external_number', label: 'Bad', position: at, data: { number: '12ab' } },
      { id: 'ok', kind: 'external_number', label: 'Ok', position: at, data: { number: '+4930123456' } },
      { id: 'tone', kind: 'play_sound', label: 'Tone', position: at, data: { sound_file_id: null } },
    );
    const missing = validateFlow(graph).filter((i) => i.code === 'missing_target');
    expect(missing.map((i) => [i.nodeId, i.message])).toEqual([
      ['sales', 'In "Sales" no queue is chosen.'],
      ['far', 'In "Far" no number is entered.'],
      ['bad', 'In "Bad" "12ab" is not a phone number.'],
      ['tone', 'In "Tone" no sound file is chosen.'],
    ]);
  });

  it('finds broken edges: unknown node or output, a second edge on one output, an edge into the start', () => {
    const graph = sound();
    graph.edges.push(
      { id: 'e1', source: 'menu', output: 'digit:1', target: 'ghost' },
      { id: 'e2', source: 'menu', output: 'digit:9', target: 'bye' },
      { id: 'e3', source: 'menu', output: 'digit:1', target: 'bye' },
      { id: 'e4', source: 'sales', output: 'timeout', target: 'start' },
    );
    expect(codes(graph)).toEqual([
      ['unknown_node', 'e1'],
      ['unknown_output', 'e2'],
      ['output_used_twice', 'e3'],
      ['input_into_start', 'e4'],
    ]);
  });

  it('finds a key a menu offers twice', () => {
    const graph = sound();
    const menu = graph.nodes.find((n) => n.id === 'menu');
    if (menu?.kind === 'menu') menu.data.digits = ['1', '2', '1'];
    expect(validateFlow(graph)).toContainEqual({
      code: 'duplicate_digit',
      nodeId: 'menu',
      output: 'digit:1',
      message: '"Main menu" offers key 1 more than once.',
    });
  });
});

describe('flowGraphStruct', () => {
  it('stores a sound graph, a new one and a draft with validation issues', () => {
    expect(is(sound(), flowGraphStruct)).toBe(true);
    expect(is(newFlowGraph(), flowGraphStruct)).toBe(true);
    const draft = sound();
    draft.edges.push({ id: 'x', source: 'ghost', output: 'next', target: 'start' });
    expect(is(draft, flowGraphStruct)).toBe(true);
  });

  it("refuses the wrong data for a node's kind, unknown kinds and extra keys", () => {
    const wrong = (change: (node: Record<string, unknown>) => void) => {
      const graph = sound() as unknown as { nodes: Record<string, unknown>[] };
      change(graph.nodes[3] as Record<string, unknown>);
      return validate(graph, flowGraphStruct)[0];
    };
    expect(wrong((node) => (node.data = { ring_group_id: 1 }))).toBeDefined();
    expect(wrong((node) => (node.data = { queue_id: 0 }))).toBeDefined();
    expect(wrong((node) => (node.kind = 'teleport'))).toBeDefined();
    expect(wrong((node) => (node.extra = 1))).toBeDefined();
    expect(wrong((node) => (node.position = { x: Number.NaN, y: 0 }))).toBeDefined();
    expect(wrong((node) => (node.position = { x: FLOW_LIMITS.coordinate + 1, y: 0 }))).toBeDefined();
    expect(wrong((node) => (node.id = 'has space'))).toBeDefined();
    expect(wrong((node) => (node.label = 'x'.repeat(FLOW_LIMITS.label + 1)))).toBeDefined();
    expect(wrong(() => undefined)).toBeUndefined();
  });

  it('refuses a menu timeout out of range and unknown digits', () => {
    const graph = sound() as unknown as { nodes: { data: Record<string, unknown> }[] };
    const menu = graph.nodes[2] as { data: Record<string, unknown> };
    menu.data.timeout_seconds = 0;
    expect(is(graph, flowGraphStruct)).toBe(false);
    menu.data.timeout_seconds = 5;
    menu.data.digits = ['A'];
    expect(is(graph, flowGraphStruct)).toBe(false);
  });

  it('refuses duplicate node or edge ids and graphs beyond the limits', () => {
    const nodes = sound();
    nodes.nodes.push({ ...(nodes.nodes[1] as FlowNode) });
    expect(validate(nodes, flowGraphStruct)[0]?.message).toBe('Node id "answer" is used twice');
    const edges = sound();
    edges.edges.push({ ...(edges.edges[0] as FlowEdge) });
    expect(validate(edges, flowGraphStruct)[0]?.message).toBe('Edge id "start-next-answer" is used twice');
    const big = newFlowGraph();
    for (let i = 0; i < FLOW_LIMITS.nodes; i++)
      big.nodes.push({ id: `n${i}`, kind: 'hangup', label: '', position: at, data: {} });
    expect(is(big, flowGraphStruct)).toBe(false);
  });
});
