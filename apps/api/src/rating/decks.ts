/**
 * Loads the decks rating reads — a carrier's, an account's sell tariff, the provider's default sell
 * tariff — into RateDecks, kept per database until a write to that deck forgets them: rating a batch
 * of call records reads each deck once, not once per record.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { carrierRates, defaultSellRates } from '../db/schema.js';
import { type Deck, type DeckRate, RateDeck } from './deck.js';

const cache = new WeakMap<Database, Map<string, Promise<RateDeck>>>();
const keyOf = (accountId: number, carrierId: number | null) => `${accountId}:${carrierId ?? 'sell'}`;
const DEFAULT_KEY = 'default';

async function load(db: Database, accountId: number, carrierId: number | null): Promise<RateDeck> {
  const rows = await db
    .select({
      id: carrierRates.id,
      prefix: carrierRates.prefix,
      prefixName: carrierRates.prefixName,
      carrierRate: carrierRates.carrierRate,
      setupRate: carrierRates.setupRate,
      effectiveDate: carrierRates.effectiveDate,
      setupTime: carrierRates.setupTime,
      minimumTime: carrierRates.minimumTime,
      restTime: carrierRates.restTime,
    })
    .from(carrierRates)
    .where(
      and(
        eq(carrierRates.accountId, accountId),
        carrierId === null ? isNull(carrierRates.carrierId) : eq(carrierRates.carrierId, carrierId),
      ),
    );
  return RateDeck.build(rows);
}

async function loadDefault(db: Database): Promise<RateDeck> {
  const { id, prefix, prefixName, carrierRate, setupRate, effectiveDate, setupTime, minimumTime, restTime } =
    defaultSellRates;
  const rows = await db
    .select({
      id,
      prefix,
      prefixName,
      carrierRate,
      setupRate,
      effectiveDate,
      setupTime,
      minimumTime,
      restTime,
    })
    .from(defaultSellRates);
  return RateDeck.build(rows.map((row): DeckRate => ({ ...row, fromDefault: true })));
}

function cached(db: Database, key: string, read: () => Promise<RateDeck>): Promise<RateDeck> {
  let decks = cache.get(db);
  if (!decks) {
    decks = new Map();
    cache.set(db, decks);
  }
  let deck = decks.get(key);
  if (!deck) {
    deck = read();
    decks.set(key, deck);
    // A failed read is not kept.
    deck.catch(() => decks.delete(key));
  }
  return deck;
}

/** The account's rate where its own sell tariff has one for the number, else the default tariff's. */
class SellDeck implements Deck {
  constructor(
    private readonly own: RateDeck,
    private readonly fallback: RateDeck,
  ) {}

  lookup(number: string, at: number): DeckRate | undefined {
    return this.own.lookup(number, at) ?? this.fallback.lookup(number, at);
  }
}

/**
 * A carrier's deck, or with `carrierId` null what the account is charged on: its sell tariff over
 * the provider's default (a rate from the default is marked `fromDefault`).
 */
export async function deckOf(db: Database, accountId: number, carrierId: number | null): Promise<Deck> {
  const deck = cached(db, keyOf(accountId, carrierId), () => load(db, accountId, carrierId));
  if (carrierId !== null) return deck;
  const [own, fallback] = await Promise.all([deck, cached(db, DEFAULT_KEY, () => loadDefault(db))]);
  return new SellDeck(own, fallback);
}

/** Forgets a deck after a write (rates created, edited, deleted, imported; the carrier deleted). */
export function forgetDeck(db: Database, accountId: number, carrierId: number | null): void {
  cache.get(db)?.delete(keyOf(accountId, carrierId));
}
