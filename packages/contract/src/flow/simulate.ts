/**
 * A call walked through a flow version node by node (issue 11: simulate a call — a calling number, a
 * time and key presses — with the timeslot and queue decisions explained). Pure: the API loads the
 * account's timeslots, queues and names into a `SimulationContext`; the console could build the
 * same context and get the same answer.
 *
 * How each kind behaves:
 * - start, answer, play sound: on through 'next';
 * - menu: consumes the next key press; no key left → 'timeout'; a key the menu does not offer →
 *   'timeout' as well (the switch replays nothing and takes the timeout branch), said so in the step;
 * - timeslot: 'open' or 'closed' as `timeslotOpenAt` judges it at `at` (an unknown or unchosen
 *   timeslot counts as closed);
 * - queue: `describeQueueDecision` — refused (inactive, black number) or without members → 'timeout';
 *   admitted with members → connected (or 'timeout' when `answered` is false); an unknown queue →
 *   'timeout', saying the queue could not be loaded;
 * - ring group, extension, external number: connected (or 'no_answer' when `answered` is false);
 * - voicemail and hang up end the call.
 * An output without an edge ends the walk as a dead end; SIMULATION_STEP_LIMIT guards loops.
 */
import type { CallSimulation, SimulationOutcomeKind, SimulationStep } from '../entities/flows.js';
import type { Queue, QueueMember } from '../entities/queues.js';
import { type Explanation, explain, type RingingKind } from '../explanations.js';
import { describeQueueDecision, type QueueDecisionInput, type QueueDecisionStep } from '../queues.js';
import { explainTimeslot, type TimeslotRules, type ZoneFallbacks } from '../timeslots.js';
import {
  digitOutput,
  type FlowEdge,
  type FlowGraph,
  type FlowNode,
  MENU_DIGITS,
  type MenuDigit,
} from './graph.js';

/** Most nodes one simulated call passes before the walk is stopped as a loop. */
export const SIMULATION_STEP_LIMIT = 500;

export interface SimulationInput {
  callingNumber: string;
  at: Date;
  /** Key presses in order ('12#'); each menu consumes the next one. */
  keys: string;
  /** Whether queues, ring groups, extensions and numbers answer. @default true */
  answered?: boolean;
}

/** A queue as the simulator needs it: the decision's input less the call. */
export type SimulatedQueue = Omit<QueueDecisionInput, 'callingNumber' | 'at' | 'timeslotOpen' | 'queue'> & {
  queue: Pick<Queue, 'name' | 'weight' | 'is_active'>;
};

/** What the account has, by id; anything left out is reported as not loaded. */
export interface SimulationContext {
  timeslots?: Readonly<Record<number, TimeslotRules & { description: string }>>;
  queues?: Readonly<Record<number, SimulatedQueue>>;
  /** Display names of sound files, ring groups, extensions and voicemail boxes. */
  names?: Readonly<
    Partial<Record<'sound_file' | 'ring_group' | 'extension' | 'voicemail', Record<number, string>>>
  >;
  /** The zone black numbers' valid-to days are read in. @default 'UTC' */
  timeZone?: string;
  /** The zones of timeslots without their own: the flow's domain's, the account's (UTC when none). */
  timeslotZones?: ZoneFallbacks;
}

/** A chosen item's display name ('#<id>' when it was not loaded); null when none is chosen. */
const named = (
  context: SimulationContext,
  list: keyof NonNullable<SimulationContext['names']>,
  id: number | null,
) => (id === null ? null : (context.names?.[list]?.[id] ?? `#${id}`));

/** A step's output and explanation, or the end of the call. */
type Move =
  | { output: string; explanation: Explanation[] }
  | { end: SimulationOutcomeKind; explanation: Explanation[] };

/** Judges the account's timeslots at the call's moment, each once per call (loops and queue rules ask again). */
function timeslotJudge(context: SimulationContext, at: Date) {
  const judged = new Map<number, { open: boolean; explanation: Explanation }>();
  return (id: number) => {
    const timeslot = context.timeslots?.[id];
    if (!timeslot) return null;
    let decision = judged.get(id);
    if (!decision) {
      decision = explainTimeslot(timeslot, at, context.timeslotZones);
      judged.set(id, decision);
    }
    return decision;
  };
}
type Judge = ReturnType<typeof timeslotJudge>;

function timeslotMove(node: FlowNode<'timeslot'>, judge: Judge): Move {
  const id = node.data.timeslot_id;
  const decision = id === null ? null : judge(id);
  if (!decision) {
    const why =
      id === null ? explain('sim.timeslot_none', {}) : explain('sim.timeslot_missing', { timeslot_id: id });
    return { output: 'closed', explanation: [why] };
  }
  return { output: decision.open ? 'open' : 'closed', explanation: [decision.explanation] };
}

/** One reason of a queue's decision. */
function queueReason(step: QueueDecisionStep): Explanation {
  switch (step.kind) {
    case 'inactive':
      return explain('queue.inactive', {});
    case 'black':
      return explain('queue.black', { valid_to: step.number.valid_to || null });
    case 'black_expired':
      return explain('queue.black_expired', { valid_to: step.number.valid_to ?? '' });
    case 'vip':
      return explain('queue.vip', { weight: step.weight, added: step.number.weight });
    case 'rule':
      return explain('queue.rule', { rule: step.rule.name, weight: step.weight });
    case 'rule_closed':
      return explain('queue.rule_closed', { rule: step.rule.name });
    case 'no_members':
      return explain('queue.no_members', {});
  }
}

const memberNames = (members: readonly QueueMember[]) => members.map((m) => m.username || `#${m.user_id}`);

function queueMove(
  node: FlowNode<'queue'>,
  input: SimulationInput,
  context: SimulationContext,
  judge: Judge,
): Move {
  const id = node.data.queue_id;
  const loaded = id === null ? undefined : context.queues?.[id];
  if (!loaded) {
    const why = id === null ? explain('sim.queue_none', {}) : explain('sim.queue_missing', { queue_id: id });
    return { output: 'timeout', explanation: [why] };
  }
  const decision = describeQueueDecision({
    ...loaded,
    callingNumber: input.callingNumber,
    at: input.at,
    timeZone: context.timeZone,
    timeslotOpen: (timeslotId) => judge(timeslotId)?.open ?? false,
  });
  const queue = loaded.queue.name;
  const reasons = decision.steps.map(queueReason);
  const { weight } = decision;
  if (!decision.admitted)
    return { output: 'timeout', explanation: [explain('sim.queue_refused', { queue }), ...reasons] };
  if (decision.members.length === 0) {
    return { output: 'timeout', explanation: [explain('sim.queue_nobody', { queue, weight }), ...reasons] };
  }
  const members = memberNames(decision.members);
  if (input.answered === false) {
    return {
      output: 'timeout',
      explanation: [explain('sim.queue_unanswered', { queue, weight, members }), ...reasons],
    };
  }
  return {
    end: 'connected',
    explanation: [explain('sim.queue_connected', { queue, weight, members }), ...reasons],
  };
}

function menuMove(node: FlowNode<'menu'>, keys: string[]): Move {
  const key = keys.shift();
  if (key === undefined)
    return {
      output: 'timeout',
      explanation: [explain('sim.menu_no_key', { seconds: node.data.timeout_seconds })],
    };
  if ((MENU_DIGITS as readonly string[]).includes(key) && node.data.digits.includes(key as MenuDigit)) {
    return { output: digitOutput(key as MenuDigit), explanation: [explain('sim.menu_key', { key })] };
  }
  return { output: 'timeout', explanation: [explain('sim.menu_key_unknown', { key })] };
}

function ringing(kind: RingingKind, name: string | null, input: SimulationInput): Move {
  return input.answered === false
    ? { output: 'no_answer', explanation: [explain('sim.rings_unanswered', { kind, name })] }
    : { end: 'connected', explanation: [explain('sim.rings_answered', { kind, name })] };
}

function move(
  node: FlowNode,
  input: SimulationInput,
  context: SimulationContext,
  keys: string[],
  judge: Judge,
): Move {
  switch (node.kind) {
    case 'start':
      return {
        output: 'next',
        explanation: [
          input.callingNumber
            ? explain('sim.start', { number: input.callingNumber })
            : explain('sim.start_unknown', {}),
        ],
      };
    case 'answer':
      return { output: 'next', explanation: [explain('sim.answer', {})] };
    case 'play_sound':
      return {
        output: 'next',
        explanation: [
          explain('sim.play_sound', { name: named(context, 'sound_file', node.data.sound_file_id) }),
        ],
      };
    case 'menu':
      return menuMove(node, keys);
    case 'timeslot':
      return timeslotMove(node, judge);
    case 'queue':
      return queueMove(node, input, context, judge);
    case 'ring_group':
      return ringing('ring_group', named(context, 'ring_group', node.data.ring_group_id), input);
    case 'extension':
      return ringing('extension', named(context, 'extension', node.data.extension_id), input);
    case 'external_number':
      return ringing('external_number', node.data.number || null, input);
    case 'voicemail':
      return {
        end: 'voicemail',
        explanation: [
          explain('sim.voicemail', { name: named(context, 'voicemail', node.data.voicemail_id) }),
        ],
      };
    case 'hangup':
      return { end: 'hangup', explanation: [explain('sim.hangup', {})] };
  }
}

/** Walks a call from the start node until it ends, leads nowhere or exceeds the step limit. */
export function simulateCall(
  graph: FlowGraph,
  input: SimulationInput,
  context: SimulationContext = {},
): Omit<CallSimulation, 'version'> {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const edges = new Map<string, FlowEdge>();
  for (const edge of graph.edges) {
    const key = `${edge.source}\u0000${edge.output}`;
    if (!edges.has(key)) edges.set(key, edge);
  }
  const keys = [...input.keys];
  const judge = timeslotJudge(context, input.at);
  const steps: SimulationStep[] = [];
  const end = (kind: SimulationOutcomeKind, nodeId: string | null, explanation: Explanation[]) => ({
    steps,
    outcome: { kind, nodeId, explanation },
    unused_keys: keys,
  });

  const start = graph.nodes.find((n) => n.kind === 'start');
  if (!start) return end('no_start', null, [explain('sim.no_start', {})]);
  let node: FlowNode = start;
  while (steps.length < SIMULATION_STEP_LIMIT) {
    const base = { nodeId: node.id, kind: node.kind, label: node.label };
    const next = move(node, input, context, keys, judge);
    if ('end' in next) {
      steps.push({ ...base, output: null, explanation: next.explanation });
      return end(next.end, node.id, next.explanation);
    }
    steps.push({ ...base, output: next.output, explanation: next.explanation });
    const edge = edges.get(`${node.id}\u0000${next.output}`);
    const target = edge && nodes.get(edge.target);
    if (!target) {
      return end('dead_end', node.id, [
        explain('sim.dead_end', { output: next.output, node: node.label || node.id }),
      ]);
    }
    node = target;
  }
  return end('step_limit', node.id, [explain('sim.step_limit', { limit: SIMULATION_STEP_LIMIT })]);
}
