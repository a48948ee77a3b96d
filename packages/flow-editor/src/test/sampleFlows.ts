/** Flows and lists for the stories, tests and the bench (not part of the published build). */
import type { FlowEdge, FlowGraph, FlowNode } from '@switchboard/contract';
import { layeredLayout } from '../model/layout';
import type { FlowEditorOptions } from '../options';

export const sampleOptions: FlowEditorOptions = {
  soundFiles: [
    { id: 1, label: 'welcome.wav' },
    { id: 2, label: 'menu-prompt.mp3' },
  ],
  queues: [{ id: 7, label: 'Sales queue' }],
  ringGroups: [{ id: 5, label: 'Support team' }],
  extensions: [{ id: 11, label: '101 · Reception' }],
  voicemails: [{ id: 3, label: 'Office mailbox' }],
  timeslots: [{ id: 4, label: 'Office hours' }],
};

const node = (id: string, kind: FlowNode['kind'], label: string, data: object = {}) =>
  ({ id, kind, label, position: { x: 0, y: 0 }, data }) as FlowNode;
const edge = (source: string, output: string, target: string): FlowEdge => ({
  id: `${source}:${output}`,
  source,
  output,
  target,
});

/** An office line: hours decide between a menu (sales queue, support ring group) and the mailbox. */
export function sampleFlow(): FlowGraph {
  return layeredLayout({
    nodes: [
      node('start', 'start', 'Incoming call'),
      node('hours', 'timeslot', 'Office hours?', { timeslot_id: 4 }),
      node('welcome', 'play_sound', 'Welcome', { sound_file_id: 1 }),
      node('menu', 'menu', 'Main menu', { prompt_sound_file_id: 2, digits: ['1', '2'], timeout_seconds: 5 }),
      node('sales', 'queue', 'Sales', { queue_id: 7 }),
      node('support', 'ring_group', 'Support', { ring_group_id: 5 }),
      node('mailbox', 'voicemail', 'Mailbox', { voicemail_id: 3 }),
    ],
    edges: [
      edge('start', 'next', 'hours'),
      edge('hours', 'open', 'welcome'),
      edge('hours', 'closed', 'mailbox'),
      edge('welcome', 'next', 'menu'),
      edge('menu', 'digit:1', 'sales'),
      edge('menu', 'digit:2', 'support'),
      edge('menu', 'timeout', 'menu'),
      edge('sales', 'timeout', 'mailbox'),
      edge('support', 'no_answer', 'mailbox'),
    ],
  });
}

/** The sample with problems: the menu's timeout and the support branch lead nowhere, a number is unset. */
export function flowWithProblems(): FlowGraph {
  const graph = sampleFlow();
  return {
    nodes: [
      ...graph.nodes,
      { ...node('transfer', 'external_number', 'Night line', { number: '' }), position: { x: 960, y: 620 } },
    ],
    edges: graph.edges.filter((e) => e.id !== 'menu:timeout' && e.id !== 'support:no_answer'),
  };
}

/**
 * A large flow for the bench: `count` nodes as menus of three keys fanning out to queues and
 * ring groups, laid out in columns.
 */
export function largeFlow(count: number): FlowGraph {
  const nodes: FlowNode[] = [node('start', 'start', 'Incoming call')];
  const edges: FlowEdge[] = [];
  for (let i = 1; i < count; i += 1) {
    const parent = nodes[Math.floor((i - 1) / 3)]!;
    const id = `n${i}`;
    const kind = i % 3 === 0 ? 'queue' : i % 3 === 1 ? 'menu' : 'ring_group';
    nodes.push(
      node(
        id,
        kind,
        `Step ${i}`,
        kind === 'menu'
          ? { prompt_sound_file_id: 1, digits: ['1', '2', '3'], timeout_seconds: 5 }
          : kind === 'queue'
            ? { queue_id: 7 }
            : { ring_group_id: 5 },
      ),
    );
    const outputs =
      parent.kind === 'menu' ? ['digit:1', 'digit:2', 'digit:3'] : parent.kind === 'start' ? ['next'] : [];
    const output = outputs[(i - 1) % 3];
    if (output && !edges.some((e) => e.source === parent.id && e.output === output)) {
      edges.push(edge(parent.id, output, id));
    }
  }
  return layeredLayout({ nodes, edges });
}

/** A menu whose timeout plays a sound and comes back: a call walks it until the step limit. */
export function loopingFlow(): FlowGraph {
  return {
    nodes: [
      node('start', 'start', 'Incoming call'),
      node('menu', 'menu', 'Menu', { prompt_sound_file_id: 1, digits: ['1'], timeout_seconds: 5 }),
      node('again', 'play_sound', 'Please choose', { sound_file_id: 1 }),
      node('bye', 'hangup', 'Bye'),
    ],
    edges: [
      edge('start', 'next', 'menu'),
      edge('menu', 'timeout', 'again'),
      edge('again', 'next', 'menu'),
      edge('menu', 'digit:1', 'bye'),
    ],
  };
}
