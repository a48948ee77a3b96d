/**
 * What a queue does with a caller (the flow simulator explains it, the switch will obey it): a
 * black number is refused while its valid-to day has not passed, a VIP number waits with the
 * queue's weight plus its own, and each rule whose timeslot is open raises the weight by
 * `increase_weight` for every full `increase_period` waited. Members are offered the call in skill
 * order (highest first). Pure: the caller says which timeslots are open (`timeslotOpen`), so this
 * module needs neither the database nor the timeslot model.
 */
import type { BlackNumber, Queue, QueueMember, QueueRule, VipNumber } from './entities/queues.js';

/** Numbers compare without a leading + (the switch may or may not send it). */
export const sameNumber = (a: string, b: string): boolean => a.replace(/^\+/, '') === b.replace(/^\+/, '');

/** The calendar day (YYYY-MM-DD) `at` falls on in `timeZone` (UTC when unknown). */
export function dayIn(at: Date, timeZone = 'UTC'): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** One step of the explanation, for the simulator to word. */
export type QueueDecisionStep =
  | { kind: 'inactive' }
  | { kind: 'black'; number: BlackNumber }
  | { kind: 'black_expired'; number: BlackNumber }
  | { kind: 'vip'; number: VipNumber; weight: number }
  | { kind: 'rule'; rule: QueueRule; steps: number; weight: number }
  | { kind: 'rule_closed'; rule: QueueRule }
  | { kind: 'no_members' };

export interface QueueDecision {
  /** Whether the caller waits in the queue (false: refused, the flow's next output applies). */
  admitted: boolean;
  /** The caller's weight in the queue: the queue's, plus VIP and rules. */
  weight: number;
  /** Members in the order they are offered the call (skill level, highest first). */
  members: QueueMember[];
  steps: QueueDecisionStep[];
}

export interface QueueDecisionInput {
  queue: Pick<Queue, 'weight' | 'is_active'>;
  members: readonly QueueMember[];
  vipNumbers?: readonly VipNumber[];
  blackNumbers?: readonly BlackNumber[];
  rules?: readonly QueueRule[];
  callingNumber: string;
  at: Date;
  /** Seconds the caller has waited (rules count full periods of it). @default 0 */
  waited?: number;
  /** The zone a black number's valid-to day is read in. @default 'UTC' */
  timeZone?: string;
  /** Whether timeslot `id` is open at `at`; a rule whose timeslot is unknown here counts as closed. */
  timeslotOpen?: (id: number) => boolean;
}

export function describeQueueDecision(input: QueueDecisionInput): QueueDecision {
  const { queue, callingNumber, at } = input;
  const steps: QueueDecisionStep[] = [];
  const members = [...input.members].sort((a, b) => b.skill_level - a.skill_level || a.id - b.id);
  if (queue.is_active !== 1)
    return { admitted: false, weight: queue.weight, members, steps: [{ kind: 'inactive' }] };

  const today = dayIn(at, input.timeZone);
  for (const number of input.blackNumbers ?? []) {
    if (number.is_active !== 1 || !sameNumber(number.calling_number, callingNumber)) continue;
    if (number.valid_to === null || today <= number.valid_to) {
      return { admitted: false, weight: queue.weight, members, steps: [{ kind: 'black', number }] };
    }
    steps.push({ kind: 'black_expired', number });
  }

  let weight = queue.weight;
  const vip = (input.vipNumbers ?? [])
    .filter((number) => number.is_active === 1 && sameNumber(number.calling_number, callingNumber))
    .sort((a, b) => b.weight - a.weight)[0];
  if (vip) {
    weight += vip.weight;
    steps.push({ kind: 'vip', number: vip, weight });
  }

  const waited = Math.max(0, input.waited ?? 0);
  for (const rule of input.rules ?? []) {
    if (!input.timeslotOpen?.(rule.timeslot_id)) {
      steps.push({ kind: 'rule_closed', rule });
      continue;
    }
    const periods = Math.floor(waited / rule.increase_period);
    weight += periods * rule.increase_weight;
    steps.push({ kind: 'rule', rule, steps: periods, weight });
  }

  if (members.length === 0) steps.push({ kind: 'no_members' });
  return { admitted: true, weight, members, steps };
}
