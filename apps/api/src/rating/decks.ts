/**
 * Loads an account's decks (a carrier's, or the sell tariff when `carrierId` is null) into
 * RateDecks, kept per database until a write to that deck forgets them: rating a batch of call
 * records reads the deck once, not once per record.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { carrierRates } from '../db/schema.js';
import { RateDeck } from './deck.js';

const cache = new WeakMap<Database, Map<string, Promise<RateDeck>>>();
const keyOf = (accountId: number, carrierId: number | null) => `${accountId}:${carrierId ?? 'sell'}`;

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

/** The deck, from memory when nothing was written to it since it was read. */
export function deckOf(db: Database, accountId: number, carrierId: number | null): Promise<RateDeck> {
  let decks = cache.get(db);
  if (!decks) {
    decks = new Map();
    cache.set(db, decks);
  }
  const key = keyOf(accountId, carrierId);
  let deck = decks.get(key);
  if (!deck) {
    deck = load(db, accountId, carrierId);
    decks.set(key, deck);
    // A failed read is not kept.
    deck.catch(() => decks.delete(key));
  }
  return deck;
}

/** Forgets a deck after a write (rates created, edited, deleted, imported; the carrier deleted). */
export function forgetDeck(db: Database, accountId: number, carrierId: number | null): void {
  cache.get(db)?.delete(keyOf(accountId, carrierId));
}
