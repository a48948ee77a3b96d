/**
 * Hears one PostgreSQL NOTIFY channel on a connection of its own, so that an in-process cache
 * forgets what another API instance changed. Why PostgreSQL rather than Redis pub/sub: the rows
 * live in PostgreSQL, so every instance that serves them can hear about changes, with or without
 * Redis (which only holds rate limits); a notification is sent after its change committed, so an
 * instance that hears it reads the new rows. The cost is one connection per channel and instance
 * outside the pool (a transaction-mode pooler such as PgBouncer cannot carry LISTEN: point it at
 * the database itself). Notifications reach every schema's listeners.
 *
 * A lost connection loses the notifications sent meanwhile: `missed` is called (forget
 * everything) and the listener reconnects (waiting 0.5 s, doubling up to 10 s).
 */
import pg from 'pg';
import type { Logger } from './logger.js';

export interface ChannelHandlers {
  /** A notification's payload arrived. */
  heard(payload: string): void;
  /** Notifications may have been lost (the connection dropped). */
  missed(): void;
}

export interface ChannelListener {
  /** Settles once the first LISTEN is in place (rejects when the database cannot be reached). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** `what` names the cache in the log lines ('widget cache'). */
export function listenOn(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
  log: Pick<Logger, 'info' | 'error'>,
  what: string,
): ChannelListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.heard(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
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
    log.error(`${what}: lost the PostgreSQL notifications, reconnecting in ${retryMs} ms`);
    retry();
  }

  function retry(): void {
    handlers.missed();
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      if (closed) return;
      connect().then(
        () => {
          handlers.missed();
          log.info(`${what}: listening to PostgreSQL notifications again`);
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
