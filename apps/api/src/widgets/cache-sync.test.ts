/**
 * The widget cache's PostgreSQL listener (PostgreSQL only: TEST_DATABASE_URL): an announced save
 * reaches the cache, and a listening connection that dies makes the cache forget everything, then
 * listens again. Waits on the cache being called, never on a fixed time.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import {
  announceWidgetSaves,
  listenForWidgetSaves,
  WIDGET_SAVED,
  type WidgetSaveListener,
} from './cache-sync.js';
import type { WidgetCache } from './public-cache.js';

const url = process.env.TEST_DATABASE_URL;

/** A cache that reports what it is told to forget, and a log that reports its lines. */
function watchedCache() {
  const waiting: { what: string; resolve: () => void }[] = [];
  const told = (what: string) => {
    for (const waiter of waiting.filter((w) => w.what === what)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const cache = {
    forget: (publicKey: string) => told(`forget ${publicKey}`),
    clear: () => told('clear'),
  } as unknown as WidgetCache;
  const log = { info: told, error: () => {} };
  const next = (what: string) => new Promise<void>((resolve) => waiting.push({ what, resolve }));
  return { cache, log, next };
}

const listeners = async (client: pg.Client) =>
  new Set(
    (
      await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and query = $1',
        [`listen ${WIDGET_SAVED}`],
      )
    ).rows.map((row) => row.pid),
  );

describe.skipIf(!url)(
  `the widget cache's PostgreSQL listener${url ? '' : ' (skipped: needs TEST_DATABASE_URL, the postgres project)'}`,
  () => {
    let handle: DatabaseHandle;
    let admin: pg.Client;
    let listener: WidgetSaveListener;
    const { cache, log, next } = watchedCache();

    beforeAll(async () => {
      handle = await openDatabase({ url });
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
    });
    afterAll(async () => {
      await listener?.close();
      await admin?.end();
      await handle?.close();
    });

    it('forgets an announced widget, and everything when its connection dies, then listens again', async () => {
      const before = await listeners(admin);
      listener = listenForWidgetSaves(url as string, cache, log);
      await listener.ready;
      const ours = [...(await listeners(admin))].filter((pid) => !before.has(pid));
      // Ours, and any another suite's instance opened meanwhile (it reconnects the same way).
      expect(ours.length).toBeGreaterThan(0);

      const forgotten = next('forget key-one');
      await announceWidgetSaves(handle.db)('key-one');
      await forgotten;

      // Saves announced while nobody listened are unknown: the cache forgets everything.
      const lost = next('clear');
      const back = next('widget cache: listening to PostgreSQL notifications again');
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [ours]);
      await lost;
      await back;
      const again = next('forget key-two');
      await announceWidgetSaves(handle.db)('key-two');
      await again;
    });
  },
);
