/**
 * The arithmetic the console (billing-model explainer, rule tester preview) and the API (rating,
 * tester) must agree on, in one place. Money never touches a float: per-minute rates travel as
 * decimal text ('0.0125') and are computed in integer micro-units (1 = 0.000001 of the currency);
 * a call's cost is rounded up to whole minor units (cents) only at the end (decision 0007).
 */

import { type Explanation, explain } from './explanations.js';

/** A billing model: seconds billed at setup, at least, and then in steps of (spec §3). */
export interface BillingModel {
  setup_time: number;
  minimum_time: number;
  rest_time: number;
}

/**
 * Billed seconds of a call lasting `duration` seconds: 0 for a 0 s call, else
 * setup + (d ≤ min ? min : min + ⌈(d − min) / rest⌉ · rest). A rest of 0 bills whole seconds.
 */
export function billedSeconds(duration: number, model: BillingModel): number {
  if (!(duration > 0)) return 0;
  const d = Math.ceil(duration);
  const { setup_time: setup, minimum_time: min } = model;
  const rest = model.rest_time > 0 ? model.rest_time : 1;
  return setup + (d <= min ? min : min + Math.ceil((d - min) / rest) * rest);
}

/** Micro-units per whole currency unit. */
export const MICROS = 1_000_000;
/** Minor units (cents) per whole currency unit: every currency the console offers has two. */
export const MINOR_UNITS = 100;
const MICROS_PER_MINOR = MICROS / MINOR_UNITS;
/** The largest per-minute rate or per-call fee: 999.999999 (fits a PostgreSQL integer in micros). */
export const MAX_RATE_MICROS = 999_999_999;

/** A rate as typed: up to three whole digits and six decimals ('0.0125', '1', '12.5'). */
export const RATE_PATTERN = /^\d{1,3}(\.\d{0,6})?$/;

/** '0.0125' → 12500 micro-units; null when the text is not a rate. */
export function parseRate(text: string): number | null {
  const trimmed = text.trim();
  if (!RATE_PATTERN.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * MICROS + Number(fraction.padEnd(6, '0'));
}

/** 12500 → '0.012500' (six decimals, so the value read back is exactly the one stored). */
export function formatRate(micros: number): string {
  const whole = Math.floor(micros / MICROS);
  const fraction = String(micros % MICROS).padStart(6, '0');
  return `${whole}.${fraction}`;
}

/**
 * Cost in micro-units of `billed` seconds at `rateMicros` per minute plus a per-call `setupMicros`
 * (charged only when something is billed), rounded up to a whole micro-unit.
 */
export function costMicros(billed: number, rateMicros: number, setupMicros = 0): number {
  if (billed <= 0) return 0;
  return setupMicros + Math.ceil((billed * rateMicros) / 60);
}

/** Micro-units → minor units (cents), rounded up: a call never costs less than it used. */
export const microsToMinor = (micros: number): number => Math.ceil(micros / MICROS_PER_MINOR);

/** The call lengths the billing-model explainer bills (spec §9: 30 s, 100 s, 121 s, and 61 s). */
export const EXAMPLE_DURATIONS = [30, 61, 100, 121] as const;

export interface BillingExample {
  duration: number;
  billed: number;
  /** Cost in micro-units at the given rate and setup fee. */
  cost_micros: number;
}

/** The explainer's rows, computed from the values being edited. */
export function billingExamples(
  model: BillingModel,
  rateMicros = 0,
  setupMicros = 0,
  durations: readonly number[] = EXAMPLE_DURATIONS,
): BillingExample[] {
  return durations.map((duration) => {
    const billed = billedSeconds(duration, model);
    return { duration, billed, cost_micros: costMicros(billed, rateMicros, setupMicros) };
  });
}

// Trunk rules ---------------------------------------------------------------------------------

export const TRUNK_RULE_COMMANDS = ['change_calling', 'change_called', 'change_diversion'] as const;
export type TrunkRuleCommand = (typeof TRUNK_RULE_COMMANDS)[number];
export const RULE_DIRECTIONS = ['OUT', 'INC', 'BLE'] as const;
export type RuleDirection = (typeof RULE_DIRECTIONS)[number];

/** The numbers of a call that trunk rules rewrite (the tester's presentation number is the diversion). */
export interface CallNumbers {
  calling: string;
  called: string;
  diversion: string;
}

/** What a rule needs to be applied. */
export interface RuleLike {
  command: TrunkRuleCommand;
  command_arg: string;
  direction: RuleDirection;
  /** 0-based position where the replaced part starts. */
  point_start: number;
  /** 0-based position where it ends (exclusive); 0 or less than the start means "up to the start" (an insert). */
  point_end: number;
  called_prefix: string;
  calling_prefix: string;
  is_active: 0 | 1;
  /** The rule applies only while this timeslot is open; null or absent: at any time. */
  timeslot_id?: number | null;
}

/** A timeslot's decision at the call's moment, by id (`timeslot.gone` when it no longer exists). */
export type TimeslotJudge = (timeslotId: number) => { open: boolean; explanation: Explanation };

const TARGET: Record<TrunkRuleCommand, keyof CallNumbers> = {
  change_calling: 'calling',
  change_called: 'called',
  change_diversion: 'diversion',
};

/** Why a rule did not apply, or null when it matches (its timeslot aside: `runTrunkRules` judges it). */
export function ruleMismatch(
  rule: RuleLike,
  numbers: CallNumbers,
  direction: 'OUT' | 'INC',
): Explanation | null {
  if (rule.is_active !== 1) return explain('rule.inactive', {});
  if (rule.direction !== 'BLE' && rule.direction !== direction)
    return explain('rule.direction', { rule_direction: rule.direction, call_direction: direction });
  if (rule.called_prefix && !numbers.called.startsWith(rule.called_prefix))
    return explain('rule.called_prefix', { prefix: rule.called_prefix });
  if (rule.calling_prefix && !numbers.calling.startsWith(rule.calling_prefix))
    return explain('rule.calling_prefix', { prefix: rule.calling_prefix });
  return null;
}

/** The numbers after one rule's rewrite: characters [point_start, point_end) become command_arg. */
export function applyRule(rule: RuleLike, numbers: CallNumbers): CallNumbers {
  const target = TARGET[rule.command];
  const value = numbers[target];
  const start = Math.min(Math.max(rule.point_start, 0), value.length);
  const end = Math.min(Math.max(rule.point_end, start), value.length);
  return { ...numbers, [target]: value.slice(0, start) + rule.command_arg + value.slice(end) };
}

export interface RuleStep<R> {
  rule: R;
  matched: boolean;
  /** Why it did not match (null when it matched). */
  reason: Explanation | null;
  /** The rule's timeslot's decision, when it has one and was judged (the rest matched). */
  timeslot: Explanation | null;
  before: CallNumbers;
  after: CallNumbers;
}

/**
 * Applies rules in priority order (lower first, then id), each to the numbers the previous ones
 * left: every rule's step says whether it matched, why not, and the numbers before and after. A
 * rule with a timeslot applies only while `judge` finds it open; without a judge, at any time.
 */
export function runTrunkRules<R extends RuleLike & { id: number; priority: number }>(
  rules: readonly R[],
  numbers: CallNumbers,
  direction: 'OUT' | 'INC',
  judge?: TimeslotJudge,
): { steps: RuleStep<R>[]; result: CallNumbers } {
  const ordered = [...rules].sort((a, b) => a.priority - b.priority || a.id - b.id);
  const steps: RuleStep<R>[] = [];
  let current = numbers;
  for (const rule of ordered) {
    let reason = ruleMismatch(rule, current, direction);
    let timeslot: Explanation | null = null;
    if (reason === null && judge && rule.timeslot_id != null) {
      const decision = judge(rule.timeslot_id);
      timeslot = decision.explanation;
      if (!decision.open) reason = decision.explanation;
    }
    const after = reason === null ? applyRule(rule, current) : current;
    steps.push({ rule, matched: reason === null, reason, timeslot, before: current, after });
    current = after;
  }
  return { steps, result: current };
}
