/**
 * Rate-deck import in two steps. `previewImport` parses the upload, compares it with the deck as
 * it stands (the latest version of each prefix): added, changed (old → new), removed, unchanged,
 * and keeps the parsed deck in the database for 30 minutes under a random id (imports/previews.ts:
 * any API instance can apply it). `applyImport` takes it and writes it in ONE transaction (removed
 * prefixes deleted, added and changed rows upserted by prefix and effective date): a failure
 * anywhere rolls all of it back, the preview's removal included, so it stays to retry.
 */
import type { RateDeckRow, RateImportApplied, RateImportPreview } from '@switchboard/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { carrierRates } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { savePreview, takePreview } from '../imports/previews.js';
import { invalid, notFound } from '../lib/http-error.js';
import { forgetDeck } from '../rating/decks.js';
import { toDeckRow } from '../telephony/serialize.js';
import { type DeckInput, parseDeck } from './parse-deck.js';

/** Rows of each list the preview answers (its counts give the totals). */
const SHOWN = 100;
/** Rows per INSERT / DELETE statement (PostgreSQL takes at most 65,535 parameters). */
const CHUNK = 2000;

interface PendingImport {
  upserts: DeckInput[];
  removed: string[];
  added: number;
  changed: number;
  /** Rows that could not be read: such a deck is not applied (it would silently miss them). */
  errors: number;
}

/** Previews of one deck: a carrier's or the account's sell tariff. */
const kindOf = (carrierId: number | null) => `rates:${carrierId ?? 'sell'}`;

const deckWhere = (accountId: number, carrierId: number | null) =>
  and(
    eq(carrierRates.accountId, accountId),
    carrierId === null ? isNull(carrierRates.carrierId) : eq(carrierRates.carrierId, carrierId),
  );

const sameRow = (a: RateDeckRow, b: RateDeckRow) =>
  (Object.keys(a) as (keyof RateDeckRow)[]).every((key) => a[key] === b[key]);

export async function previewImport(
  deps: Deps,
  accountId: number,
  carrierId: number | null,
  file: Blob,
  defaultDay: string,
): Promise<RateImportPreview> {
  const parsed = await parseDeck(file, defaultDay);
  const current = new Map<string, RateDeckRow>();
  const stored = await deps.db.select().from(carrierRates).where(deckWhere(accountId, carrierId));
  for (const row of stored) {
    const known = current.get(row.prefix);
    if (!known || known.effective_date < row.effectiveDate) current.set(row.prefix, toDeckRow(row));
  }

  const added: RateDeckRow[] = [];
  const changed: { old: RateDeckRow; new: RateDeckRow }[] = [];
  const upserts: DeckInput[] = [];
  const inFile = new Set<string>();
  let counts = { added: 0, changed: 0, removed: 0, unchanged: 0, errors: parsed.errorTotal };
  for (const input of parsed.rows) {
    inFile.add(input.prefix);
    const row = toDeckRow(input);
    const old = current.get(input.prefix);
    if (!old) {
      counts.added++;
      if (added.length < SHOWN) added.push(row);
      upserts.push(input);
    } else if (!sameRow(old, row)) {
      counts.changed++;
      if (changed.length < SHOWN) changed.push({ old, new: row });
      upserts.push(input);
    } else counts.unchanged++;
  }
  const removedRows = [...current.values()].filter((row) => !inFile.has(row.prefix));
  counts = { ...counts, removed: removedRows.length };

  const saved = await savePreview(deps, accountId, kindOf(carrierId), {
    upserts,
    removed: removedRows.map((row) => row.prefix),
    added: counts.added,
    changed: counts.changed,
    errors: counts.errors,
  } satisfies PendingImport);
  return {
    import_id: saved.id,
    rows: parsed.rows.length,
    counts,
    added,
    changed,
    removed: removedRows.slice(0, SHOWN),
    errors: parsed.errors,
    expires_at: saved.expiresAt.toISOString(),
  };
}

export async function applyImport(
  deps: Deps,
  accountId: number,
  carrierId: number | null,
  importId: string,
): Promise<RateImportApplied> {
  const now = deps.clock.now();
  const entry = await deps.db.transaction(async (tx) => {
    const entry = await takePreview<PendingImport>(tx, now, accountId, kindOf(carrierId), importId);
    if (!entry) throw notFound();
    if (entry.errors > 0) {
      throw invalid('file', `The deck has ${entry.errors} invalid row(s): fix them and upload it again.`);
    }
    for (let i = 0; i < entry.removed.length; i += CHUNK) {
      await tx
        .delete(carrierRates)
        .where(
          and(
            deckWhere(accountId, carrierId),
            inArray(carrierRates.prefix, entry.removed.slice(i, i + CHUNK)),
          ),
        );
    }
    for (let i = 0; i < entry.upserts.length; i += CHUNK) {
      const values = entry.upserts.slice(i, i + CHUNK).map((row) => ({
        ...row,
        accountId,
        carrierId,
        createdAt: now,
        updatedAt: now,
      }));
      await tx
        .insert(carrierRates)
        .values(values)
        .onConflictDoUpdate({
          target: [
            carrierRates.accountId,
            carrierRates.carrierId,
            carrierRates.prefix,
            carrierRates.effectiveDate,
          ],
          set: {
            prefixName: sql`excluded.prefix_name`,
            cli: sql`excluded.cli`,
            localRate: sql`excluded.local_rate`,
            setupRate: sql`excluded.setup_rate`,
            originRate: sql`excluded.origin_rate`,
            carrierRate: sql`excluded.carrier_rate`,
            setupTime: sql`excluded.setup_time`,
            minimumTime: sql`excluded.minimum_time`,
            restTime: sql`excluded.rest_time`,
            updatedAt: now,
          },
        });
    }
    return entry;
  });
  forgetDeck(deps.db, accountId, carrierId);
  return { added: entry.added, changed: entry.changed, removed: entry.removed.length };
}
