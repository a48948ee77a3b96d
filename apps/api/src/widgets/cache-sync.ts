/**
 * Keeps the public widget caches of several API instances on one PostgreSQL database in step: a
 * save NOTIFYs the widget's public key on WIDGET_SAVED; every instance LISTENs (lib/pg-listen.ts)
 * and forgets that widget, so its next request reads the saved row. A key from another schema
 * matches nothing here. A lost connection makes the cache forget every widget.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { Logger } from '../lib/logger.js';
import { type ChannelListener, listenOn } from '../lib/pg-listen.js';
import type { WidgetCache } from './public-cache.js';

export const WIDGET_SAVED = 'switchboard_widget_saved';

/** Announces a save to every listening instance (`publish` of widgetCache). */
export const announceWidgetSaves =
  (db: Database) =>
  async (publicKey: string): Promise<void> => {
    await db.execute(sql`select pg_notify(${WIDGET_SAVED}, ${publicKey})`);
  };

export type WidgetSaveListener = ChannelListener;

export function listenForWidgetSaves(url: string, cache: WidgetCache, log: Logger): WidgetSaveListener {
  return listenOn(
    url,
    WIDGET_SAVED,
    {
      heard: (publicKey) => {
        if (publicKey) cache.forget(publicKey);
      },
      missed: () => cache.clear(),
    },
    log,
    'widget cache',
  );
}
