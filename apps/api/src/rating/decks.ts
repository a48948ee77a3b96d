/**
 * Loads the decks rating reads — a carrier's, an account's sell tariff, the provider's default sell
 * tariff — into RateDecks, kept until a write to that deck forgets them: rating a batch of call
 * records reads each deck once, not once per record. An account's decks are kept with the rest of
 * its routing configuration (routing/account-cache.ts), so another instance's write forgets them
 * too; the default tariff changes only with a release (decision 0019).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { carrierRates, defaultSellRates } from '../db/schema.js';
import { forgetEntry, remembered } from '../routing/account-cache.js';
import { type Deck, type DeckRate, RateDeck } from './deck.js';

const defaults = new WeakMap<Database, Promise<RateDeck>>();
const keyOf = (carrierId: number | null) => `deck:${carrierId ?? 'sell'}`;

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

function defaultDeck(db: Database): Promise<RateDeck> {
  let deck = defaults.get(db);
  if (!deck) {
    deck = loadDefault(db);
    defaults.set(db, deck);
    // A failed read is not kept.
    deck.catch(() => defaults.delete(db));
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
  const deck = remembered(db, accountId, keyOf(carrierId), () => load(db, accountId, carrierId));
  if (carrierId !== null) return deck;
  const [own, fallback] = await Promise.all([deck, defaultDeck(db)]);
  return new SellDeck(own, fallback);
}

/** Forgets a deck after a write (rates created, edited, deleted, imported; the carrier deleted). */
export function forgetDeck(db: Database, accountId: number, carrierId: number | null): void {
  forgetEntry(db, accountId, keyOf(carrierId));
}
