import { describe, expect, it } from 'vitest';
import { type DeckRate, dayStart, RateDeck } from '../src/rating/deck.js';
import { rateCall } from '../src/rating/rate-call.js';

const rate = (prefix: string, extra: Partial<DeckRate> = {}): DeckRate => ({
  id: Number(prefix),
  prefix,
  prefixName: `P${prefix}`,
  carrierRate: 60_000,
  setupRate: 0,
  effectiveDate: '2026-01-01',
  setupTime: 0,
  minimumTime: 1,
  restTime: 1,
  ...extra,
});
const at = dayStart('2026-06-01');

describe('longest-prefix lookup', () => {
  const deck = RateDeck.build([rate('44'), rate('4420'), rate('442079'), rate('1'), rate('35988')]);

  it('finds the longest prefix of the number', () => {
    expect(deck.lookup('442079460000', at)?.prefix).toBe('442079');
    expect(deck.lookup('442071234567', at)?.prefix).toBe('4420');
    expect(deck.lookup('441611234567', at)?.prefix).toBe('44');
    expect(deck.lookup('+12125550100', at)?.prefix).toBe('1');
    expect(deck.lookup('35929990001', at)).toBeUndefined();
    expect(deck.lookup('', at)).toBeUndefined();
  });

  it('uses the version in effect at the call time', () => {
    const dated = RateDeck.build([
      rate('44', { id: 1, effectiveDate: '2026-01-01', carrierRate: 10 }),
      rate('44', { id: 2, effectiveDate: '2026-07-01', carrierRate: 20 }),
      rate('4420', { id: 3, effectiveDate: '2026-09-01' }),
    ]);
    expect(dated.lookup('442071', dayStart('2026-06-30'))?.id).toBe(1);
    expect(dated.lookup('442071', dayStart('2026-07-01'))?.id).toBe(2);
    // 4420 is not in effect before September: the shorter prefix rates the call.
    expect(dated.lookup('442071', dayStart('2026-08-31'))?.id).toBe(2);
    expect(dated.lookup('442071', dayStart('2026-09-01'))?.id).toBe(3);
    expect(dated.lookup('442071', dayStart('2025-12-31'))).toBeUndefined();
  });
});

describe('rating a call (spec §9 billing examples)', () => {
  const model = (setupTime: number, minimumTime: number, restTime: number) =>
    RateDeck.build([rate('44', { setupTime, minimumTime, restTime, carrierRate: 60_000 })]);
  const billed = (deck: RateDeck, seconds: number) => rateCall(deck, '4420', at, seconds).billed;

  it('(0, 60, 60): 30 s, 100 s and 121 s bill 1, 2 and 3 minutes', () => {
    const deck = model(0, 60, 60);
    expect([30, 100, 121].map((d) => billed(deck, d))).toEqual([60, 120, 180]);
  });
  it('(0, 1, 1): 30 s, 100 s and 121 s bill 30 s, 1 min 40 s and 2 min 1 s', () => {
    const deck = model(0, 1, 1);
    expect([30, 100, 121].map((d) => billed(deck, d))).toEqual([30, 100, 121]);
  });
  it('(60, 1, 1): 100 s bills 2 min 40 s and 61 s bills 2 min 1 s', () => {
    const deck = model(60, 1, 1);
    expect([100, 61].map((d) => billed(deck, d))).toEqual([160, 121]);
  });
  it('a 0 s call bills and costs nothing', () => {
    expect(rateCall(model(60, 60, 60), '4420', at, 0)).toMatchObject({ billed: 0, costMicros: 0, cost: 0 });
  });
  it('costs in integer micro-units and rounds up to cents', () => {
    // 0.06 per minute, 121 s billed by the second: 0.121 → 13 cents; a 0.005 setup fee on top.
    const deck = RateDeck.build([rate('44', { carrierRate: 60_000, setupRate: 5_000 })]);
    expect(rateCall(deck, '44', at, 121)).toMatchObject({ billed: 121, costMicros: 126_000, cost: 13 });
  });
});
