/**
 * Keeps the public widget caches of several API instances on one PostgreSQL database in step: a
 * save NOTIFYs the widget's public key on WIDGET_SAVED; every instance LISTENs on a connection of
 * its own and forgets that widget, so its next request reads the saved row.
 *
 * Why PostgreSQL rather than Redis pub/sub: the rows live in PostgreSQL, so every instance that
 * can serve a widget can hear about its saves, with or without Redis (which only holds rate
 * limits); the notification is sent after the save committed, so an instance that hears it reads
 * the new row; no further service or dependency. The cost is one connection per instance outside
 * the pool (a transaction-mode pooler such as PgBouncer cannot carry LISTEN: point it at the
 * database itself). Notifications go to every schema's listeners; a key from another schema
 * matches nothing here.
 *
 * A lost connection loses the notifications sent meanwhile: the listener then forgets every
 * widget and reconnects (waiting 0.5 s, doubling up to 10 s).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/database.js';
import type { Logger } from '../lib/logger.js';
import type { WidgetCache } from './public-cache.js';

export const WIDGET_SAVED = 'switchboard_widget_saved';

/** Announces a save to every listening instance (`publish` of widgetCache). */
export const announceWidgetSaves =
  (db: Database) =>
  async (publicKey: string): Promise<void> => {
    await db.execute(sql`select pg_notify(${WIDGET_SAVED}, ${publicKey})`);
  };

export interface WidgetSaveListener {
  /** Settles once the first LISTEN is in place (rejects when the database cannot be reached). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenForWidgetSaves(url: string, cache: WidgetCache, log: Logger): WidgetSaveListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === WIDGET_SAVED && message.payload) cache.forget(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${WIDGET_SAVED}`);
    } catch (error) {
      if (client === next) client = null;
      next.end().catch(() => {});
      throw error;
    }
    retryMs = 500;
  }

  function lost(which: pg.Client): void {
    if (closed || client !== which) return;
    client = null;
    which.end().catch(() => {});
    log.error(`widget cache: lost the PostgreSQL notifications, reconnecting in ${retryMs} ms`);
    retry();
  }

  /** Saves announced while no connection listened are unknown here: forget everything. */
  function retry(): void {
    cache.clear();
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      if (closed) return;
      connect().then(
        () => {
          cache.clear();
          log.info('widget cache: listening to PostgreSQL notifications again');
        },
        () => retry(),
      );
    }, retryMs);
    retryMs = Math.min(retryMs * 2, 10_000);
  }

  return {
    ready: connect(),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
