/**
 * "The tariffs changed": every edit of the price list calls `tariffsChanged`, which makes this
 * instance forget its copy, tells whoever subscribed here (the public site drops its rendered
 * pages) and NOTIFYs the other instances, whose listener (`listenForTariffChanges`) does the same
 * two things there.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { Logger } from '../lib/logger.js';
import { type ChannelListener, listenOn } from '../lib/pg-listen.js';
import { forgetPriceList } from './price-list.js';

export const TARIFFS_CHANGED = 'switchboard_tariffs_changed';

const subscribers = new Set<() => void>();

/** Calls `subscriber` after every change of the price list, here or on another instance; returns the unsubscribe. */
export function onTariffsChanged(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

function forgetHere(db: Database): void {
  forgetPriceList(db);
  for (const subscriber of subscribers) subscriber();
}

/** After an edit committed: forget it here, tell the subscribers and the other instances. */
export async function tariffsChanged(db: Database): Promise<void> {
  forgetHere(db);
  await db.execute(sql`select pg_notify(${TARIFFS_CHANGED}, '')`);
}

/** Another instance's edits (PostgreSQL only): forget the price list when told, or when notifications may be lost. */
export function listenForTariffChanges(url: string, db: Database, log: Logger): ChannelListener {
  const forget = () => forgetHere(db);
  return listenOn(url, TARIFFS_CHANGED, { heard: forget, missed: forget }, log, 'price list');
}
