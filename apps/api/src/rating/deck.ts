/**
 * A rate deck indexed for longest-prefix lookup: a digit trie in typed arrays (10 child slots per
 * node, 0 = none), each node pointing at its prefix's versions sorted by effective date. A lookup
 * walks the number's digits once (at most 20 steps, no allocation) and keeps the deepest node with
 * a version already in effect at the call's time, so rating costs O(number length) whatever the
 * deck's size (bench/rating.ts measures it on 100,000 prefixes).
 */

/** One version of one prefix, in the units rating needs (micro-units, seconds, epoch ms). */
export interface DeckRate {
  id: number;
  prefix: string;
  prefixName: string;
  /** Per minute, micro-units. */
  carrierRate: number;
  /** Per call, micro-units. */
  setupRate: number;
  /** YYYY-MM-DD, in effect from its UTC midnight. */
  effectiveDate: string;
  setupTime: number;
  minimumTime: number;
  restTime: number;
  /** Set on a rate of the provider's default sell tariff (an account's own rates leave it out). */
  fromDefault?: true;
}

/** What rating needs of a deck: the rate of the longest prefix of a number in effect at a time. */
export interface Deck {
  lookup(number: string, at: number): DeckRate | undefined;
}

const DIGITS = 10;
const ZERO = 48;

/** Epoch ms of a YYYY-MM-DD day's UTC midnight. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

export class RateDeck implements Deck {
  private constructor(
    private readonly rates: readonly DeckRate[],
    private readonly effective: Float64Array,
    private readonly children: Int32Array,
    private readonly first: Int32Array,
    private readonly count: Int32Array,
  ) {}

  /** Number of prefix versions held. */
  get size(): number {
    return this.rates.length;
  }

  static build(input: readonly DeckRate[]): RateDeck {
    const rates = input
      .filter((rate) => /^\d+$/.test(rate.prefix))
      .sort((a, b) =>
        a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : a.effectiveDate < b.effectiveDate ? -1 : 1,
      );
    let capacity = 1;
    for (const rate of rates) capacity += rate.prefix.length;
    const children = new Int32Array(capacity * DIGITS);
    const first = new Int32Array(capacity).fill(-1);
    const count = new Int32Array(capacity);
    const effective = new Float64Array(rates.length);
    let nodes = 1;
    rates.forEach((rate, index) => {
      effective[index] = dayStart(rate.effectiveDate);
      let node = 0;
      for (let i = 0; i < rate.prefix.length; i++) {
        const slot = node * DIGITS + (rate.prefix.charCodeAt(i) - ZERO);
        if (children[slot] === 0) children[slot] = nodes++;
        node = children[slot] as number;
      }
      // Sorted by prefix, then date: a prefix's versions are consecutive.
      if (first[node] === -1) first[node] = index;
      count[node] = (count[node] as number) + 1;
    });
    return new RateDeck(rates, effective, children, first, count);
  }

  /**
   * The rate of the longest prefix of `number` in effect at `at` (epoch ms): its latest version
   * dated on or before then. A leading '+' is skipped; the walk stops at the first non-digit.
   */
  lookup(number: string, at: number): DeckRate | undefined {
    const { children, first, count, effective } = this;
    let node = 0;
    let best = -1;
    for (let i = number.charCodeAt(0) === 43 ? 1 : 0; i < number.length; i++) {
      const digit = number.charCodeAt(i) - ZERO;
      if (digit < 0 || digit > 9) break;
      node = children[node * DIGITS + digit] as number;
      if (node === 0) break;
      const versions = count[node] as number;
      if (versions === 0) continue;
      const start = first[node] as number;
      for (let v = start + versions - 1; v >= start; v--) {
        if ((effective[v] as number) <= at) {
          best = v;
          break;
        }
      }
    }
    return best === -1 ? undefined : this.rates[best];
  }
}
