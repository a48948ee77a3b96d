/**
 * Rates one call against a deck: longest prefix in effect at the call's start, billed seconds by
 * the rate's billing model, cost in micro-units (per-minute rate plus the per-call setup fee) and
 * in minor units rounded up.
 */
import { billedSeconds, costMicros, microsToMinor } from '@switchboard/contract';
import type { Deck, DeckRate } from './deck.js';

export interface Rated {
  rate: DeckRate | undefined;
  billed: number;
  costMicros: number;
  /** Minor units (cents), rounded up. */
  cost: number;
}

export function rateCall(deck: Deck, number: string, at: number, duration: number): Rated {
  const rate = deck.lookup(number, at);
  if (!rate) return { rate, billed: 0, costMicros: 0, cost: 0 };
  const billed = billedSeconds(duration, {
    setup_time: rate.setupTime,
    minimum_time: rate.minimumTime,
    rest_time: rate.restTime,
  });
  const micros = costMicros(billed, rate.carrierRate, rate.setupRate);
  return { rate, billed, costMicros: micros, cost: microsToMinor(micros) };
}
