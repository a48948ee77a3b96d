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
import { describeQueueDecision, type QueueDecisionInput, type QueueDecisionStep } from '../queues.js';
import { explainTimeslot, type TimeslotRules } from '../timeslots.js';
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
}

const named = (
  context: SimulationContext,
  list: keyof NonNullable<SimulationContext['names']>,
  id: number | null,
) => (id === null ? 'none chosen' : `"${context.names?.[list]?.[id] ?? `#${id}`}"`);

/** A step's output and explanation, or the end of the call. */
type Move = { output: string; explanation: string } | { end: SimulationOutcomeKind; explanation: string };

/** Judges the account's timeslots at the call's moment, each once per call (loops and queue rules ask again). */
function timeslotJudge(context: SimulationContext, at: Date) {
  const judged = new Map<number, { open: boolean; explanation: string }>();
  return (id: number) => {
    const timeslot = context.timeslots?.[id];
    if (!timeslot) return null;
    let decision = judged.get(id);
    if (!decision) {
      decision = explainTimeslot(timeslot, at);
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
    const why = id === null ? 'No timeslot is chosen' : `Timeslot #${id} could not be loaded`;
    return { output: 'closed', explanation: `${why}: counted as closed.` };
  }
  return { output: decision.open ? 'open' : 'closed', explanation: decision.explanation };
}

/** One reason of a queue's decision, as a clause. */
function queueReason(step: QueueDecisionStep): string {
  switch (step.kind) {
    case 'inactive':
      return 'the queue is switched off';
    case 'black':
      return `the calling number is on the black list${step.number.valid_to ? ` until ${step.number.valid_to}` : ''}`;
    case 'black_expired':
      return `its black-list entry ended on ${step.number.valid_to}`;
    case 'vip':
      return `a VIP number: weight ${step.weight} (+${step.number.weight})`;
    case 'rule':
      return `rule "${step.rule.name}" applies (its timeslot is open): weight ${step.weight}`;
    case 'rule_closed':
      return `rule "${step.rule.name}" does not apply (its timeslot is closed)`;
    case 'no_members':
      return 'the queue has no members';
  }
}

const memberNames = (members: readonly QueueMember[]) =>
  members.map((m) => m.username || `#${m.user_id}`).join(', ');

function queueMove(
  node: FlowNode<'queue'>,
  input: SimulationInput,
  context: SimulationContext,
  judge: Judge,
): Move {
  const id = node.data.queue_id;
  const loaded = id === null ? undefined : context.queues?.[id];
  if (!loaded) {
    const why =
      id === null
        ? 'No queue is chosen'
        : `Queue #${id} could not be loaded (its members, VIP and black numbers are unknown)`;
    return { output: 'timeout', explanation: `${why}: the caller leaves by the timeout branch.` };
  }
  const decision = describeQueueDecision({
    ...loaded,
    callingNumber: input.callingNumber,
    at: input.at,
    timeZone: context.timeZone,
    timeslotOpen: (timeslotId) => judge(timeslotId)?.open ?? false,
  });
  const name = `Queue "${loaded.queue.name}"`;
  const reasons = decision.steps.map(queueReason);
  const because = reasons.length > 0 ? `; ${reasons.join('; ')}` : '';
  if (!decision.admitted) return { output: 'timeout', explanation: `${name} refuses the call${because}.` };
  if (decision.members.length === 0) {
    return {
      output: 'timeout',
      explanation: `${name} admits the caller with weight ${decision.weight}${because}; nobody can answer, so the timeout branch follows.`,
    };
  }
  const offered = `offered to ${memberNames(decision.members)} (highest skill first)`;
  if (input.answered === false) {
    return {
      output: 'timeout',
      explanation: `${name} admits the caller with weight ${decision.weight}${because}; ${offered}, nobody answers: the timeout branch.`,
    };
  }
  return {
    end: 'connected',
    explanation: `${name} admits the caller with weight ${decision.weight}${because}; ${offered}.`,
  };
}

function menuMove(node: FlowNode<'menu'>, keys: string[]): Move {
  const key = keys.shift();
  const wait = `${node.data.timeout_seconds} s`;
  if (key === undefined)
    return { output: 'timeout', explanation: `No key is pressed within ${wait}: the timeout branch.` };
  if ((MENU_DIGITS as readonly string[]).includes(key) && node.data.digits.includes(key as MenuDigit)) {
    return { output: digitOutput(key as MenuDigit), explanation: `The caller presses ${key}.` };
  }
  return {
    output: 'timeout',
    explanation: `The caller presses ${key}, which the menu does not offer: the timeout branch.`,
  };
}

function ringing(what: string, output: string, input: SimulationInput): Move {
  return input.answered === false
    ? { output, explanation: `${what} rings and nobody answers: the ${output.replace('_', '-')} branch.` }
    : { end: 'connected', explanation: `${what} rings and the call is answered.` };
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
        explanation: `A call from ${input.callingNumber || 'an unknown number'} arrives.`,
      };
    case 'answer':
      return { output: 'next', explanation: 'The call is answered.' };
    case 'play_sound':
      return {
        output: 'next',
        explanation: `Sound file ${named(context, 'sound_file', node.data.sound_file_id)} plays.`,
      };
    case 'menu':
      return menuMove(node, keys);
    case 'timeslot':
      return timeslotMove(node, judge);
    case 'queue':
      return queueMove(node, input, context, judge);
    case 'ring_group':
      return ringing(
        `Ring group ${named(context, 'ring_group', node.data.ring_group_id)}`,
        'no_answer',
        input,
      );
    case 'extension':
      return ringing(`Extension ${named(context, 'extension', node.data.extension_id)}`, 'no_answer', input);
    case 'external_number':
      return ringing(`External number ${node.data.number || '(none entered)'}`, 'no_answer', input);
    case 'voicemail':
      return {
        end: 'voicemail',
        explanation: `The caller leaves a message in voicemail ${named(context, 'voicemail', node.data.voicemail_id)}.`,
      };
    case 'hangup':
      return { end: 'hangup', explanation: 'The call is hung up.' };
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
  const end = (kind: SimulationOutcomeKind, nodeId: string | null, explanation: string) => ({
    steps,
    outcome: { kind, nodeId, explanation },
    unused_keys: keys,
  });

  const start = graph.nodes.find((n) => n.kind === 'start');
  if (!start) return end('no_start', null, 'The flow has no start node.');
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
      return end(
        'dead_end',
        node.id,
        `Output "${next.output}" of "${node.label || node.id}" leads nowhere: the call is dropped.`,
      );
    }
    node = target;
  }
  return end(
    'step_limit',
    node.id,
    `The call passed ${SIMULATION_STEP_LIMIT} steps without ending: the flow loops.`,
  );
}
