/**
 * The published widgets, in memory, keyed by public key: what GET /public/widget/:publicKey answers
 * (the serialised WidgetPublicConfig with its strong ETag) and what visitor requests are checked
 * against (blacklist, countries, contacts). The first request for a key reads the database once
 * (concurrent first requests share that read); later ones never do until the entry is invalidated
 * (every save of the widget does it) or `ttlMs` passes. With several API instances, a save is
 * announced to the others (`publish`: PostgreSQL NOTIFY, widgets/cache-sync.ts), which forget the
 * widget at once; the TTL only bounds staleness when an announcement is lost (the listening
 * connection dropped: the listener then forgets everything): the same 60 s that Cache-Control
 * gives browsers and CDNs. Unknown keys are cached too (as null), so made-up
 * keys cannot make every request a database read. At most `maxEntries` are kept (oldest dropped).
 */
import type { Contact } from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { widgets } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { compressJsonBody } from '../lib/compression.js';
import { type Encoded, hashEtag } from '../lib/content-coding.js';
import { blacklistMatcher } from './blacklist.js';
import { toPublicConfig } from './serialize.js';

export interface PublishedWidget {
  id: number;
  accountId: number;
  publicKey: string;
  name: string;
  /** The JSON of the WidgetPublicConfig as served, compressed once here (brotli, gzip) when large enough to gain; strong ETag of its bytes. */
  config: Encoded;
  /** With staff emails, for checking targets and addressing notifications; never served. */
  contacts: Contact[];
  countries: ReadonlySet<string>;
  isBlocked(ip: string): boolean;
}

export interface WidgetCache {
  /** The active widget of `publicKey`, or null (unknown, malformed or inactive). */
  get(publicKey: string): Promise<PublishedWidget | null>;
  /** What `get` would answer without reading the database; undefined when it would have to. */
  peek(publicKey: string): PublishedWidget | null | undefined;
  /**
   * After a save: forget `publicKey` here and tell the other instances (settles once told; a
   * failure to tell them is logged, the TTL then bounds their staleness).
   */
  invalidate(publicKey: string): Promise<void>;
  /** Forget `publicKey` here only (another instance saved it). */
  forget(publicKey: string): void;
  /** Forget every widget here (announcements may have been missed). */
  clear(): void;
  /** Database reads so far (tests check that visitors do not cause them). */
  readonly loads: number;
}

/** What public keys look like (base64url); anything else is unknown without a lookup. */
export const PUBLIC_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export interface WidgetCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Tells the other API instances that `publicKey` changed. */
  publish?: (publicKey: string) => Promise<void>;
  /** Where a failed `publish` is reported. */
  onError?: (message: string, error: unknown) => void;
}

export function widgetCache(
  db: Database,
  clock: Clock,
  { ttlMs = 60_000, maxEntries = 10_000, publish, onError }: WidgetCacheOptions = {},
): WidgetCache {
  const entries = new Map<string, { value: PublishedWidget | null; expiresAt: number }>();
  const generations = new Map<string, number>();
  const loading = new Map<string, Promise<PublishedWidget | null>>();
  let loads = 0;
  /** Bumped by clear(): reads started before it are not kept. */
  let epoch = 0;

  async function load(publicKey: string): Promise<PublishedWidget | null> {
    loads += 1;
    const [row] = await db.select().from(widgets).where(eq(widgets.publicKey, publicKey));
    if (!row?.isActive) return null;
    const body = new TextEncoder().encode(JSON.stringify(toPublicConfig(row)));
    return {
      id: row.id,
      accountId: row.accountId,
      publicKey,
      name: row.name,
      config: { identity: body, etag: hashEtag(body), ...(await compressJsonBody(body)) },
      contacts: row.contacts,
      countries: new Set(row.countries),
      isBlocked: blacklistMatcher(row.ipBlacklist),
    };
  }

  function store(publicKey: string, value: PublishedWidget | null): void {
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(publicKey, { value, expiresAt: clock.now().getTime() + ttlMs });
  }

  return {
    get loads() {
      return loads;
    },
    peek(publicKey) {
      const cached = entries.get(publicKey);
      return cached && cached.expiresAt > clock.now().getTime() ? cached.value : undefined;
    },
    async get(publicKey) {
      if (!PUBLIC_KEY.test(publicKey)) return null;
      const cached = entries.get(publicKey);
      if (cached && cached.expiresAt > clock.now().getTime()) return cached.value;
      const running = loading.get(publicKey);
      if (running) return running;
      const generation = generations.get(publicKey) ?? 0;
      const startEpoch = epoch;
      const promise = load(publicKey).finally(() => loading.delete(publicKey));
      loading.set(publicKey, promise);
      const value = await promise;
      // A save during the read invalidated it: keep the answer out of the cache.
      if ((generations.get(publicKey) ?? 0) === generation && epoch === startEpoch) store(publicKey, value);
      return value;
    },
    forget,
    async invalidate(publicKey) {
      forget(publicKey);
      await publish?.(publicKey).catch((error: unknown) =>
        onError?.('widget save not announced to the other instances', error),
      );
    },
    clear() {
      epoch += 1;
      entries.clear();
      loading.clear();
      generations.clear();
    },
  };

  function forget(publicKey: string): void {
    entries.delete(publicKey);
    loading.delete(publicKey);
    generations.set(publicKey, (generations.get(publicKey) ?? 0) + 1);
  }
}
