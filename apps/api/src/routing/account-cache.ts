/**
 * What the switch's decision reads of an account's configuration (routing entries, trunks, their
 * rules, rate decks, timeslots, blacklist, carriers' addresses), remembered per process and per
 * account, so a call's decision asks the database only for what changes with every call (capacity
 * in use, the balance). Any write to the account's configuration forgets the account's entries: the
 * console's writes through `configurationChanged` (every logged-in, non-read-only endpoint but the
 * switch's call events: lib/contract-routes.ts), which also NOTIFYs the other API instances, whose
 * listener forgets the same account (decisions on two instances agree, as widget configs do:
 * widgets/cache-sync.ts). A lost notification connection forgets everything.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { Logger } from '../lib/logger.js';
import { type ChannelListener, listenOn } from '../lib/pg-listen.js';

export const CONFIGURATION_CHANGED = 'switchboard_configuration_changed';

/** Entries per account before they are all forgotten (keys by number must not grow without end). */
const MAX_ENTRIES = 500;

type Entries = Map<string, Promise<unknown>>;
const caches = new WeakMap<Database, Map<number, Entries>>();

function entriesOf(db: Database, accountId: number): Entries {
  let accounts = caches.get(db);
  if (!accounts) {
    accounts = new Map();
    caches.set(db, accounts);
  }
  let entries = accounts.get(accountId);
  if (!entries || entries.size >= MAX_ENTRIES) {
    entries = new Map();
    accounts.set(accountId, entries);
  }
  return entries;
}

/** `read()`'s answer for the account's `key`, read once until the account's configuration changes. */
export function remembered<T>(
  db: Database,
  accountId: number,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const entries = entriesOf(db, accountId);
  let entry = entries.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = read();
    entries.set(key, entry);
    // A failed read is not kept.
    entry.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
  }
  return entry;
}

/** Forgets one entry of the account (a write this process knows the reach of). */
export function forgetEntry(db: Database, accountId: number, key: string): void {
  caches.get(db)?.get(accountId)?.delete(key);
}

function forgetAccount(db: Database, accountId: number): void {
  caches.get(db)?.delete(accountId);
}

/** After a write to the account's configuration committed: forget it here and on the other instances. */
export async function configurationChanged(db: Database, accountId: number): Promise<void> {
  forgetAccount(db, accountId);
  await db.execute(sql`select pg_notify(${CONFIGURATION_CHANGED}, ${String(accountId)})`);
}

/** The other instances' writes (PostgreSQL only; another schema's account of the same id is only forgotten once more). */
export function listenForConfigurationChanges(url: string, db: Database, log: Logger): ChannelListener {
  return listenOn(
    url,
    CONFIGURATION_CHANGED,
    {
      heard: (payload) => {
        const accountId = Number(payload);
        if (Number.isSafeInteger(accountId)) forgetAccount(db, accountId);
      },
      missed: () => caches.delete(db),
    },
    log,
    'routing cache',
  );
}
